// Stand-in for Unreal 5.8's Components/ActorComponent.h (Engine), transcribed from the real header:
// the class and every UFUNCTION the generator binds, declared as the real header declares them.
// (Its other bases, IInterface_AssetUserData and IAsyncPhysicsStateProcessor, are not reflected by
// the fixture and left out.) Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "UObject/Object.h"
#include "Engine/EngineBaseTypes.h"
#include "Engine/EngineTypes.h"

class AActor;

enum class EComponentCreationMethod : uint8
{
	Native,
	SimpleConstructionScript,
	UserConstructionScript,
	Instance,
};

class UActorComponent : public UObject
{
public:
	bool IsBeingDestroyed() const;
	virtual void OnRep_IsActive();
	AActor* GetOwner() const;
	bool ComponentHasTag(FName Tag) const;

	virtual void Activate(bool bReset = false);
	virtual void Deactivate();
	virtual void SetActive(bool bNewActive, bool bReset = false);
	virtual void ToggleActive();
	bool IsActive() const;
	virtual void SetAutoActivate(bool bNewAutoActivate);
	void SetTickableWhenPaused(bool bTickableWhenPaused);
	void SetIsReplicated(bool ShouldReplicate);

	void ReceiveBeginPlay();
	void ReceiveEndPlay(EEndPlayReason::Type EndPlayReason);

	virtual void SetComponentTickEnabled(bool bEnabled);
	virtual bool IsComponentTickEnabled() const;
	void SetComponentTickInterval(float TickInterval);
	void SetComponentTickIntervalAndCooldown(float TickInterval);
	float GetComponentTickInterval() const;

	void K2_DestroyComponent(UObject* Object);
	void SetTickGroup(ETickingGroup NewTickGroup);
	virtual void AddTickPrerequisiteActor(AActor* PrerequisiteActor);
	virtual void AddTickPrerequisiteComponent(UActorComponent* PrerequisiteComponent);
	virtual void RemoveTickPrerequisiteActor(AActor* PrerequisiteActor);
	virtual void RemoveTickPrerequisiteComponent(UActorComponent* PrerequisiteComponent);
	void ReceiveTick(float DeltaSeconds);
	void ReceiveAsyncPhysicsTick(float DeltaSeconds, float SimSeconds);
};
