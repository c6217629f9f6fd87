// Stand-in for Unreal 5.8's Camera/CameraComponent.h (Engine), transcribed from the latest public
// 5.x header (5.2; docs/host.md) with the first-person members 5.5 added (their declarations
// reconstructed as test/standin_engine/reflection/headers.txt says): the class, its public
// UPROPERTYs and every UFUNCTION the generator binds, with the real declaration, and the
// orthographic plane settings and projection mode of a 5.3+ header (headers.txt there). The camera
// view (its type is not the stand-in's) is left out. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "Components/SceneComponent.h"

class UCameraComponent : public USceneComponent
{
public:
	float FieldOfView;
	virtual void SetFieldOfView(float InFieldOfView);
	float FirstPersonFieldOfView;
	float FirstPersonScale;
	void SetFirstPersonFieldOfView(float InFirstPersonFieldOfView);
	void SetFirstPersonScale(float InFirstPersonScale);
	uint8 bEnableFirstPersonFieldOfView : 1;
	uint8 bEnableFirstPersonScale : 1;
	void SetEnableFirstPersonFieldOfView(bool bInEnableFirstPersonFieldOfView);
	void SetEnableFirstPersonScale(bool bInEnableFirstPersonScale);
	float OrthoWidth;
	void SetOrthoWidth(float InOrthoWidth);
	bool bAutoCalculateOrthoPlanes;
	void SetAutoCalculateOrthoPlanes(bool bAutoCalculate) { bAutoCalculateOrthoPlanes = bAutoCalculate; }
	float AutoPlaneShift;
	void SetAutoPlaneShift(float InAutoPlaneShift) { AutoPlaneShift = InAutoPlaneShift; }
	float OrthoNearClipPlane;
	void SetOrthoNearClipPlane(float InOrthoNearClipPlane);
	float OrthoFarClipPlane;
	void SetOrthoFarClipPlane(float InOrthoFarClipPlane);
	bool bUpdateOrthoPlanes;
	void SetUpdateOrthoPlanes(bool bInUpdateOrthoPlanes) { bUpdateOrthoPlanes = bInUpdateOrthoPlanes; }
	bool bUseCameraHeightAsViewTarget;
	void SetUseCameraHeightAsViewTarget(bool bInUseCameraHeightAsViewTarget) { bUseCameraHeightAsViewTarget = bInUseCameraHeightAsViewTarget; }
	float AspectRatio;
	void SetAspectRatio(float InAspectRatio);
	uint8 bConstrainAspectRatio : 1;
	void SetConstraintAspectRatio(bool bInConstrainAspectRatio);
	uint8 bUseFieldOfViewForLOD : 1;
	void SetUseFieldOfViewForLOD(bool bInUseFieldOfViewForLOD);
#if WITH_EDITORONLY_DATA
	uint8 bCameraMeshHiddenInGame : 1;
#endif
	uint8 bLockToHmd : 1;
	uint8 bUsePawnControlRotation : 1;
	TEnumAsByte<ECameraProjectionMode::Type> ProjectionMode;
	void SetProjectionMode(ECameraProjectionMode::Type InProjectionMode) { ProjectionMode = InProjectionMode; }
	void SetPostProcessBlendWeight(float InPostProcessBlendWeight);
	float PostProcessBlendWeight;

protected:
	uint8 bUseAdditiveOffset : 1;
	void OnCameraMeshHiddenChanged();
};
