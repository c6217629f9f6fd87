// Stand-in for Unreal 5.8's GameFramework/Actor.h (Engine), transcribed from the real header: the
// class and every UFUNCTION the generator binds (107 with the probe configuration, which takes the
// real fixture: it does not reflect FHitResult, so the K2_ moves taking one are bound only on the
// stand-in engine, which does) and the public members the plugin
// uses (PrimaryActorTick, InputComponent, the root component), declared as the real header declares
// them: by value (FVector, FRotator, FKey) or const reference (FTransform), const, virtual, static,
// defaults and deprecations. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "Engine/EngineBaseTypes.h"
#include "Engine/EngineTypes.h"
#include "Engine/HitResult.h"
#include "InputCoreTypes.h"
#include "Templates/SubclassOf.h"
#include "UObject/Object.h"
#include "UObject/ObjectPtr.h"

class AController;
class APawn;
class APlayerController;
class UActorComponent;
class UInputComponent;
class UPrimitiveComponent;
class USceneComponent;
class UWorld;

class AActor : public UObject
{
public:
	struct FActorTickFunction PrimaryActorTick;
	TObjectPtr<class UInputComponent> InputComponent;
	bool SetRootComponent(USceneComponent* NewRootComponent);
	USceneComponent* GetRootComponent() const;
	void MakeNoise(float Loudness = 1.f, APawn* NoiseInstigator = nullptr, FVector NoiseLocation = FVector::ZeroVector, float MaxRange = 0.f, FName Tag = NAME_None);
	void SetNetUpdateFrequency(float Frequency);
	float GetNetUpdateFrequency() const;
	void SetMinNetUpdateFrequency(float MinFrequency);
	float GetMinNetUpdateFrequency() const;
	void SetNetCullDistanceSquared(float DistanceSq);
	float GetNetCullDistanceSquared() const;
	virtual void TearOff();
	void SetAutoDestroyWhenFinished(bool bVal);
	void SetReplicates(bool bInReplicates);
	virtual void SetReplicateMovement(bool bInReplicateMovement);
	ENetRole GetLocalRole() const;
	ENetRole GetRemoteRole() const;
	virtual void OnRep_AttachmentReplication();
	void SetPhysicsReplicationMode(const EPhysicsReplicationMode ReplicationMode);
	EPhysicsReplicationMode GetPhysicsReplicationMode();
	void RegisterAsFocalPointInPhysicsReplicationLOD() const;
	void UnregisterAsFocalPointInPhysicsReplicationLOD() const;
	bool CanTriggerResimulation() const;
	float GetResimulationThreshold() const;
	virtual void OnRep_Instigator();
	void SetRayTracingGroupId(int32 InRaytracingGroupId);
	int32 GetRayTracingGroupId() const;
	TArray<FName> Tags;
	virtual void EnableInput(class APlayerController* PlayerController);
	virtual void CreateInputComponent(TSubclassOf<UInputComponent> InputComponentToCreate);
	virtual void DisableInput(class APlayerController* PlayerController);
	float GetInputAxisValue(const FName InputAxisName) const;
	float GetInputAxisKeyValue(const FKey InputAxisKey) const;
	FVector GetInputVectorAxisValue(const FKey InputAxisKey) const;
	APawn* GetInstigator() const;
	AController* GetInstigatorController() const;
	const FTransform& GetTransform() const;
	FVector K2_GetActorLocation() const;
	FRotator K2_GetActorRotation() const;
	FVector GetActorForwardVector() const;
	FVector GetActorUpVector() const;
	FVector GetActorRightVector() const;
	virtual void GetActorBounds(bool bOnlyCollidingComponents, FVector& Origin, FVector& BoxExtent, bool bIncludeFromChildActors = false) const;
	USceneComponent* K2_GetRootComponent() const;
	virtual FVector GetVelocity() const;
	bool K2_SetActorRotation(FRotator NewRotation, bool bTeleportPhysics);
	bool K2_SetActorLocation(FVector NewLocation, bool bSweep, FHitResult& SweepHitResult, bool bTeleport);
	bool K2_SetActorLocationAndRotation(FVector NewLocation, FRotator NewRotation, bool bSweep, FHitResult& SweepHitResult, bool bTeleport);
	void K2_AddActorWorldOffset(FVector DeltaLocation, bool bSweep, FHitResult& SweepHitResult, bool bTeleport);
	void K2_AddActorWorldRotation(FRotator DeltaRotation, bool bSweep, FHitResult& SweepHitResult, bool bTeleport);
	void K2_AddActorWorldTransform(const FTransform& DeltaTransform, bool bSweep, FHitResult& SweepHitResult, bool bTeleport);
	void K2_AddActorWorldTransformKeepScale(const FTransform& DeltaTransform, bool bSweep, FHitResult& SweepHitResult, bool bTeleport);
	bool K2_SetActorTransform(const FTransform& NewTransform, bool bSweep, FHitResult& SweepHitResult, bool bTeleport);
	void K2_AddActorLocalOffset(FVector DeltaLocation, bool bSweep, FHitResult& SweepHitResult, bool bTeleport);
	void K2_AddActorLocalRotation(FRotator DeltaRotation, bool bSweep, FHitResult& SweepHitResult, bool bTeleport);
	void K2_AddActorLocalTransform(const FTransform& NewTransform, bool bSweep, FHitResult& SweepHitResult, bool bTeleport);
	void K2_SetActorRelativeLocation(FVector NewRelativeLocation, bool bSweep, FHitResult& SweepHitResult, bool bTeleport);
	void K2_SetActorRelativeRotation(FRotator NewRelativeRotation, bool bSweep, FHitResult& SweepHitResult, bool bTeleport);
	void K2_SetActorRelativeTransform(const FTransform& NewRelativeTransform, bool bSweep, FHitResult& SweepHitResult, bool bTeleport);
	void SetActorScale3D(FVector NewScale3D);
	FVector GetActorScale3D() const;
	float GetDistanceTo(const AActor* OtherActor) const;
	float GetSquaredDistanceTo(const AActor* OtherActor) const;
	float GetHorizontalDistanceTo(const AActor* OtherActor) const;
	float GetSquaredHorizontalDistanceTo(const AActor* OtherActor) const;
	float GetVerticalDistanceTo(const AActor* OtherActor) const;
	float GetDotProductTo(const AActor* OtherActor) const;
	float GetHorizontalDotProductTo(const AActor* OtherActor) const;
	void SetActorRelativeScale3D(FVector NewRelativeScale);
	FVector GetActorRelativeScale3D() const;
	virtual void SetActorHiddenInGame(bool bNewHidden);
	void SetActorEnableCollision(bool bNewActorEnableCollision);
	bool GetActorEnableCollision() const;
	virtual void K2_DestroyActor();
	bool HasAuthority() const;
	UActorComponent* AddComponent(FName TemplateName, bool bManualAttachment, const FTransform& RelativeTransform, const UObject* ComponentTemplateContext, bool bDeferredFinish = false);
	UActorComponent* AddComponentByClass(TSubclassOf<UActorComponent> Class, bool bManualAttachment, const FTransform& RelativeTransform, bool bDeferredFinish);
	void FinishAddComponent(UActorComponent* Component, bool bManualAttachment, const FTransform& RelativeTransform);
	UE_DEPRECATED(4.17, "Use AttachToComponent() instead.")
	void K2_AttachRootComponentTo(USceneComponent* InParent, FName InSocketName = NAME_None, EAttachLocation::Type AttachLocationType = EAttachLocation::KeepRelativeOffset, bool bWeldSimulatedBodies = true);
	bool K2_AttachToComponent(USceneComponent* Parent, FName SocketName, EAttachmentRule LocationRule, EAttachmentRule RotationRule, EAttachmentRule ScaleRule, bool bWeldSimulatedBodies);
	UE_DEPRECATED(4.17, "Use AttachToActor() instead.")
	void K2_AttachRootComponentToActor(AActor* InParentActor, FName InSocketName = NAME_None, EAttachLocation::Type AttachLocationType = EAttachLocation::KeepRelativeOffset, bool bWeldSimulatedBodies = true);
	bool K2_AttachToActor(AActor* ParentActor, FName SocketName, EAttachmentRule LocationRule, EAttachmentRule RotationRule, EAttachmentRule ScaleRule, bool bWeldSimulatedBodies);
	UE_DEPRECATED(4.17, "Use DetachFromActor() instead")
	void DetachRootComponentFromParent(bool bMaintainWorldPosition = true);
	void K2_DetachFromActor(EDetachmentRule LocationRule = EDetachmentRule::KeepRelative, EDetachmentRule RotationRule = EDetachmentRule::KeepRelative, EDetachmentRule ScaleRule = EDetachmentRule::KeepRelative);
	bool ActorHasTag(FName Tag) const;
	float GetActorTimeDilation() const;
	float GetActorTimeDilation(const UWorld& ActorWorld) const;
	virtual void AddTickPrerequisiteActor(AActor* PrerequisiteActor);
	virtual void AddTickPrerequisiteComponent(UActorComponent* PrerequisiteComponent);
	virtual void RemoveTickPrerequisiteActor(AActor* PrerequisiteActor);
	virtual void RemoveTickPrerequisiteComponent(UActorComponent* PrerequisiteComponent);
	bool GetTickableWhenPaused();
	void SetTickableWhenPaused(bool bTickableWhenPaused);
	float GetGameTimeSinceCreation() const;
	bool IsActorBeingDestroyed() const;
	void GetOverlappingActors(TArray<AActor*>& OverlappingActors, TSubclassOf<AActor> ClassFilter = nullptr) const;
	void GetOverlappingActors(TSet<AActor*>& OverlappingActors, TSubclassOf<AActor> ClassFilter = nullptr) const;
	void GetOverlappingComponents(TArray<UPrimitiveComponent*>& OverlappingComponents) const;
	void GetOverlappingComponents(TSet<UPrimitiveComponent*>& OverlappingComponents) const;
	virtual void SetLifeSpan(float InLifespan);
	virtual float GetLifeSpan() const;
	virtual void SetActorTickEnabled(bool bEnabled);
	bool IsActorTickEnabled() const;
	void SetActorTickInterval(float TickInterval);
	float GetActorTickInterval() const;
	virtual void OnRep_ReplicatedMovement();
	virtual void SetOwner(AActor* NewOwner);
	AActor* GetOwner() const;
	bool IsOverlappingActor(const AActor* Other) const;
	void SetNetDormancy(ENetDormancy NewDormancy);
	void FlushNetDormancy();
	bool IsChildActor() const;
	void GetAllChildActors(TArray<AActor*>& ChildActors, bool bIncludeDescendants = true) const;
	AActor* GetParentActor() const;
	bool K2_TeleportTo(FVector DestLocation, FRotator DestRotation);
	FTransform GetLevelTransform() const;
	AActor* GetAttachParentActor() const;
	FName GetAttachParentSocketName() const;
	void GetAttachedActors(TArray<AActor*>& OutActors, bool bResetArray = true, bool bRecursivelyIncludeAttachedActors = false) const;
	void SetTickGroup(ETickingGroup NewTickGroup);
	bool WasRecentlyRendered(float Tolerance = 0.2f) const;
	virtual void ForceNetUpdate();
	virtual void PrestreamTextures(float Seconds, bool bEnableStreaming, int32 CinematicTextureGroups = 0);
	virtual void GetActorEyesViewPoint(FVector& OutLocation, FRotator& OutRotation) const;
	virtual UActorComponent* FindComponentByClass(const TSubclassOf<UActorComponent> ComponentClass) const;
	UActorComponent* GetComponentByClass(TSubclassOf<UActorComponent> ComponentClass) const;
	template <class T> T* GetComponentByClass() const;
	TArray<UActorComponent*> K2_GetComponentsByClass(TSubclassOf<UActorComponent> ComponentClass) const;
	UActorComponent* FindComponentByTag(TSubclassOf<UActorComponent> ComponentClass, FName Tag) const;
	TArray<UActorComponent*> GetComponentsByTag(TSubclassOf<UActorComponent> ComponentClass, FName Tag) const;
	template <class T> T* FindComponentByTag(const FName& Tag) const;
	virtual void OnRep_ReplicateMovement();
};
