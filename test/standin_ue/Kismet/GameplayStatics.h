// Stand-in for Unreal 5.8's Kismet/GameplayStatics.h (Engine), transcribed from the real header:
// the class and every UFUNCTION the generator binds from the part the stand-in engine reflects
// (the deferred spawn, the actor finding, player, game mode and pause functions, GetObjectClass,
// ApplyDamage), declared as the real
// header declares them.
// Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "Kismet/BlueprintFunctionLibrary.h"
#include "Templates/SubclassOf.h"
#include "GameFramework/Actor.h"
#include "Engine/EngineTypes.h"

class ACharacter;
class AController;
class UDamageType;
class AGameModeBase;
class APawn;
class APlayerCameraManager;
class APlayerController;

class UGameplayStatics : public UBlueprintFunctionLibrary
{
public:
	static class AActor* BeginDeferredActorSpawnFromClass(const UObject* WorldContextObject, TSubclassOf<AActor> ActorClass, const FTransform& SpawnTransform, ESpawnActorCollisionHandlingMethod CollisionHandlingOverride = ESpawnActorCollisionHandlingMethod::Undefined, AActor* Owner = nullptr, ESpawnActorScaleMethod TransformScaleMethod = ESpawnActorScaleMethod::MultiplyWithRoot);
	static class AActor* FinishSpawningActor(class AActor* Actor, const FTransform& SpawnTransform, ESpawnActorScaleMethod TransformScaleMethod = ESpawnActorScaleMethod::MultiplyWithRoot);
	static void GetAllActorsOfClass(const UObject* WorldContextObject, TSubclassOf<AActor> ActorClass, TArray<AActor*>& OutActors);
	static void GetAllActorsWithTag(const UObject* WorldContextObject, FName Tag, TArray<AActor*>& OutActors);
	static void GetAllActorsOfClassWithTag(const UObject* WorldContextObject, TSubclassOf<AActor> ActorClass, FName Tag, TArray<AActor*>& OutActors);
	static class APlayerController* CreatePlayer(const UObject* WorldContextObject, int32 ControllerId = -1, bool bSpawnPlayerController = true);
	static int32 GetNumLocalPlayerControllers(const UObject* WorldContextObject);
	static class APlayerController* GetPlayerController(const UObject* WorldContextObject, int32 PlayerIndex);
	static class APawn* GetPlayerPawn(const UObject* WorldContextObject, int32 PlayerIndex);
	static class ACharacter* GetPlayerCharacter(const UObject* WorldContextObject, int32 PlayerIndex);
	static class APlayerCameraManager* GetPlayerCameraManager(const UObject* WorldContextObject, int32 PlayerIndex);
	static class AGameModeBase* GetGameMode(const UObject* WorldContextObject);
	static bool SetGamePaused(const UObject* WorldContextObject, bool bPaused);
	static bool IsGamePaused(const UObject* WorldContextObject);
	static double GetWorldDeltaSeconds(const UObject* WorldContextObject);
	static double GetTimeSeconds(const UObject* WorldContextObject);
	static class UClass *GetObjectClass(const UObject *Object);
	static float ApplyDamage(AActor* DamagedActor, float BaseDamage, AController* EventInstigator, AActor* DamageCauser, TSubclassOf<class UDamageType> DamageTypeClass);
};
