// Stand-in for Unreal 5.8's GameFramework/HUD.h (Engine), transcribed from the latest public 5.x header
// (5.3+ form; docs/host.md): the class and every UFUNCTION the generator binds from the part the
// stand-in engine reflects (the drawing, projection, selection and owner functions), declared as the
// real header declares them; ReceiveDrawHUD is a Blueprint event the wrappers call through the
// engine. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "Templates/SubclassOf.h"
#include "GameFramework/Actor.h"

class APawn;
class APlayerController;
class UFont;

class AHUD : public AActor
{
public:
	TObjectPtr<APlayerController> PlayerOwner;
	uint8 bShowHUD:1;

	void ReceiveDrawHUD(int32 SizeX, int32 SizeY);
	void DrawText(const FString& Text, FLinearColor TextColor, float ScreenX, float ScreenY, UFont* Font=NULL, float Scale=1.f, bool bScalePosition=false);
	void DrawLine(float StartScreenX, float StartScreenY, float EndScreenX, float EndScreenY, FLinearColor LineColor, float LineThickness=0.f);
	void DrawRect(FLinearColor RectColor, float ScreenX, float ScreenY, float ScreenW, float ScreenH);
	FVector Project(FVector Location, bool bClampToZeroPlane = true) const;
	void Deproject(float ScreenX, float ScreenY, FVector& WorldPosition, FVector& WorldDirection) const;
	void GetActorsInSelectionRectangle(TSubclassOf<AActor> ClassFilter, const FVector2D& FirstPoint, const FVector2D& SecondPoint, TArray<AActor*>& OutActors, bool bIncludeNonCollidingComponents = true, bool bActorMustBeFullyEnclosed = false);
	APlayerController* GetOwningPlayerController() const;
	APawn* GetOwningPawn() const;
};
