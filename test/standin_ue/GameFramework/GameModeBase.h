// Stand-in for Unreal 5.8's GameFramework/GameModeBase.h (Engine), transcribed from the real header:
// the class, the public UPROPERTYs the stand-in engine reflects and every UFUNCTION the generator
// binds from it, declared as the real header declares them (a BlueprintNativeEvent with the
// _Implementation UHT's generated header declares). Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "Templates/SubclassOf.h"
#include "GameFramework/Info.h"
#include "GameFramework/Pawn.h"
#include "GameFramework/PlayerController.h"

class AController;

class AGameModeBase : public AInfo
{
public:
	TSubclassOf<APlayerController> PlayerControllerClass;
	TSubclassOf<APawn> DefaultPawnClass;

	virtual int32 GetNumPlayers();
	AActor* ChoosePlayerStart(AController* Player);
	virtual AActor* ChoosePlayerStart_Implementation(AController* Player);
	AActor* FindPlayerStart(AController* Player, const FString& IncomingName = TEXT(""));
	virtual AActor* FindPlayerStart_Implementation(AController* Player, const FString& IncomingName);
	AActor* K2_FindPlayerStart(AController* Player, const FString& IncomingName = TEXT(""));
	virtual void RestartPlayer(AController* NewPlayer);
	virtual void RestartPlayerAtPlayerStart(AController* NewPlayer, AActor* StartSpot);
	void K2_OnRestartPlayer(AController* NewPlayer);
};
