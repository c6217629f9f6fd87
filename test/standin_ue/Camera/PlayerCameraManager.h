// Stand-in for Unreal 5.8's Camera/PlayerCameraManager.h (Engine), transcribed from the real header:
// the class, its public UPROPERTYs the stand-in engine reflects and every UFUNCTION the generator
// binds from it, declared as the real header declares them. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "UObject/ObjectPtr.h"
#include "GameFramework/Actor.h"

class APlayerController;
class USceneComponent;

class APlayerCameraManager : public AActor
{
public:
	TObjectPtr<class APlayerController> PCOwner;
	FName CameraStyle;
	float DefaultFOV;
	float DefaultOrthoWidth;
	float DefaultAspectRatio;
	float FreeCamDistance;
	FVector FreeCamOffset;
	FVector ViewTargetOffset;
	uint32 bIsOrthographic : 1;
	uint32 bAutoCalculateOrthoPlanes : 1;
	float AutoPlaneShift;
	uint32 bUpdateOrthoPlanes : 1;
	uint32 bUseCameraHeightAsViewTarget : 1;
	uint32 bDefaultConstrainAspectRatio : 1;
	uint32 bClientSimulatingViewTarget : 1;
	uint32 bUseClientSideCameraUpdates : 1;
	uint32 bGameCameraCutThisFrame : 1;
	float ViewPitchMin;
	float ViewPitchMax;
	float ViewYawMin;
	float ViewYawMax;
	float ViewRollMin;
	float ViewRollMax;

	bool BlueprintUpdateCamera(AActor* CameraTarget, FVector& NewCameraLocation, FRotator& NewCameraRotation, float& NewCameraFOV);
	virtual APlayerController* GetOwningPlayerController() const;
	virtual float GetFOVAngle() const;
	virtual FRotator GetCameraRotation() const;
	virtual FVector GetCameraLocation() const;

private:
	TObjectPtr<class USceneComponent> TransformComponent;
};
