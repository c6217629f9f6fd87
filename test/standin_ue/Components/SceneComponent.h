// Stand-in for Unreal 5.8's Components/SceneComponent.h (Engine), transcribed from the real header:
// the class and every UFUNCTION the generator binds, declared as the real header declares them
// (the K2_ moves take an FHitResult, bound where the engine reflects it: the stand-in engine
// does, the real fixture does not). Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "UObject/ObjectPtr.h"
#include "Components/ActorComponent.h"
#include "Engine/EngineTypes.h"
#include "Engine/HitResult.h"

class AActor;
class APhysicsVolume;

enum EDetailMode : int
{
	DM_Low,
	DM_Medium,
	DM_High,
	DM_Epic,
	DM_MAX,
};

enum ERelativeTransformSpace : int
{
	RTS_World,
	RTS_Actor,
	RTS_Component,
	RTS_ParentBoneSpace,
};

class USceneComponent : public UActorComponent
{
public:
	FVector ComponentVelocity;
	uint8 bHiddenInGame : 1;
	uint8 bUseAttachParentBound : 1;
	TEnumAsByte<EComponentMobility::Type> Mobility;

	bool GetShouldUpdatePhysicsVolume() const;
	void SetShouldUpdatePhysicsVolume(bool bInShouldUpdatePhysicsVolume);
	static bool IsGroupedComponentMovementEnabled();

	FTransform GetRelativeTransform() const;
	void ResetRelativeTransform();
	void K2_SetRelativeLocation(FVector NewLocation, bool bSweep, FHitResult& SweepHitResult, bool bTeleport);
	void K2_SetRelativeRotation(FRotator NewRotation, bool bSweep, FHitResult& SweepHitResult, bool bTeleport);
	void K2_SetRelativeTransform(const FTransform& NewTransform, bool bSweep, FHitResult& SweepHitResult, bool bTeleport);
	void K2_AddRelativeLocation(FVector DeltaLocation, bool bSweep, FHitResult& SweepHitResult, bool bTeleport);
	void K2_AddRelativeRotation(FRotator DeltaRotation, bool bSweep, FHitResult& SweepHitResult, bool bTeleport);
	void K2_AddLocalOffset(FVector DeltaLocation, bool bSweep, FHitResult& SweepHitResult, bool bTeleport);
	void K2_AddLocalRotation(FRotator DeltaRotation, bool bSweep, FHitResult& SweepHitResult, bool bTeleport);
	void K2_AddLocalTransform(const FTransform& DeltaTransform, bool bSweep, FHitResult& SweepHitResult, bool bTeleport);
	void K2_SetWorldLocation(FVector NewLocation, bool bSweep, FHitResult& SweepHitResult, bool bTeleport);
	void K2_SetWorldRotation(FRotator NewRotation, bool bSweep, FHitResult& SweepHitResult, bool bTeleport);
	void K2_SetWorldTransform(const FTransform& NewTransform, bool bSweep, FHitResult& SweepHitResult, bool bTeleport);
	void K2_AddWorldOffset(FVector DeltaLocation, bool bSweep, FHitResult& SweepHitResult, bool bTeleport);
	void K2_AddWorldRotation(FRotator DeltaRotation, bool bSweep, FHitResult& SweepHitResult, bool bTeleport);
	void K2_AddWorldTransform(const FTransform& DeltaTransform, bool bSweep, FHitResult& SweepHitResult, bool bTeleport);
	void K2_AddWorldTransformKeepScale(const FTransform& DeltaTransform, bool bSweep, FHitResult& SweepHitResult, bool bTeleport);
	void K2_SetRelativeLocationAndRotation(FVector NewLocation, FRotator NewRotation, bool bSweep, FHitResult& SweepHitResult, bool bTeleport);
	void K2_SetWorldLocationAndRotation(FVector NewLocation, FRotator NewRotation, bool bSweep, FHitResult& SweepHitResult, bool bTeleport);
	void SetRelativeScale3D(FVector NewScale3D);
	void SetWorldScale3D(FVector NewScale);
	FVector K2_GetComponentLocation() const;
	FRotator K2_GetComponentRotation() const;
	FVector K2_GetComponentScale() const;
	FTransform K2_GetComponentToWorld() const;
	FVector GetForwardVector() const;
	FVector GetUpVector() const;
	FVector GetRightVector() const;
	virtual bool IsSimulatingPhysics(FName BoneName = NAME_None) const;
	virtual bool IsAnySimulatingPhysics() const;
	USceneComponent* GetAttachParent() const;
	FName GetAttachSocketName() const;
	void GetParentComponents(TArray<USceneComponent*>& Parents) const;
	int32 GetNumChildrenComponents() const;
	USceneComponent* GetChildComponent(int32 ChildIndex) const;
	void GetChildrenComponents(bool bIncludeAllDescendants, TArray<USceneComponent*>& Children) const;
	void SetupAttachment(USceneComponent* InParent, FName InSocketName = NAME_None);

	UE_DEPRECATED(4.17, "This function is deprecated, please use AttachToComponent() instead.")
	bool K2_AttachTo(USceneComponent* InParent, FName InSocketName = NAME_None, EAttachLocation::Type AttachType = EAttachLocation::KeepRelativeOffset, bool bWeldSimulatedBodies = true);
	bool K2_AttachToComponent(USceneComponent* Parent, FName SocketName, EAttachmentRule LocationRule, EAttachmentRule RotationRule, EAttachmentRule ScaleRule, bool bWeldSimulatedBodies);
	UE_DEPRECATED(4.12, "This function is deprecated, please use DetachFromComponent() instead.")
	virtual void DetachFromParent(bool bMaintainWorldPosition = false, bool bCallModify = true);
	void K2_DetachFromComponent(EDetachmentRule LocationRule = EDetachmentRule::KeepRelative, EDetachmentRule RotationRule = EDetachmentRule::KeepRelative, EDetachmentRule ScaleRule = EDetachmentRule::KeepRelative, bool bCallModify = true);

	TArray<FName> GetAllSocketNames() const;
	virtual FTransform GetSocketTransform(FName InSocketName, ERelativeTransformSpace TransformSpace = RTS_World) const;
	virtual FVector GetSocketLocation(FName InSocketName) const;
	virtual FRotator GetSocketRotation(FName InSocketName) const;
	virtual bool DoesSocketExist(FName InSocketName) const;
	virtual FVector GetComponentVelocity() const;
	virtual bool IsVisible() const;
	void SetVisibility(bool bNewVisibility, bool bPropagateToChildren = false);
	void ToggleVisibility(bool bPropagateToChildren = false);
	void SetHiddenInGame(bool NewHidden, bool bPropagateToChildren = false);
	APhysicsVolume* GetPhysicsVolume() const;
	void SetAbsolute(bool bNewAbsoluteLocation = false, bool bNewAbsoluteRotation = false, bool bNewAbsoluteScale = false);
	virtual void SetMobility(EComponentMobility::Type NewMobility);
};
