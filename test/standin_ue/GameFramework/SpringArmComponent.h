// Stand-in for Unreal 5.8's GameFramework/SpringArmComponent.h (Engine), transcribed from the
// latest public 5.x header (5.2; docs/host.md): the class, its public UPROPERTYs and every
// UFUNCTION the generator binds, with the real declaration. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "Components/SceneComponent.h"
#include "Engine/EngineTypes.h"

class USpringArmComponent : public USceneComponent
{
public:
	float TargetArmLength;
	FVector SocketOffset;
	FVector TargetOffset;
	float ProbeSize;
	TEnumAsByte<ECollisionChannel> ProbeChannel;
	uint32 bDoCollisionTest:1;
	uint32 bUsePawnControlRotation:1;
	uint32 bInheritPitch : 1;
	uint32 bInheritYaw : 1;
	uint32 bInheritRoll : 1;
	uint32 bEnableCameraLag : 1;
	uint32 bEnableCameraRotationLag : 1;
	uint32 bUseCameraLagSubstepping : 1;
	uint32 bDrawDebugLagMarkers : 1;
	float CameraLagSpeed;
	float CameraRotationLagSpeed;
	float CameraLagMaxTimeStep;
	float CameraLagMaxDistance;
	FRotator GetTargetRotation() const;
	FVector GetUnfixedCameraPosition() const;
	bool IsCollisionFixApplied() const;
};
