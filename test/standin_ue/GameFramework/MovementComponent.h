// Stand-in for Unreal 5.8's GameFramework/MovementComponent.h (Engine), transcribed from the latest
// public 5.x header (5.2; docs/host.md): the class, the public UPROPERTYs the stand-in engine
// reflects and every UFUNCTION the generator binds from it, declared as the real header declares
// them. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "UObject/ObjectPtr.h"
#include "Components/ActorComponent.h"

class USceneComponent;
class UPrimitiveComponent;

class UMovementComponent : public UActorComponent
{
public:
	TObjectPtr<USceneComponent> UpdatedComponent;
	TObjectPtr<UPrimitiveComponent> UpdatedPrimitive;
	FVector Velocity;
	uint8 bConstrainToPlane : 1;
	uint8 bSnapToPlaneAtStart : 1;

	virtual float GetGravityZ() const;
	virtual float GetMaxSpeed() const;
	virtual bool IsExceedingMaxSpeed(float MaxSpeed) const;
	virtual void StopMovementImmediately();
	virtual void SetUpdatedComponent(USceneComponent* NewUpdatedComponent);
	virtual void SetPlaneConstraintEnabled(bool bEnabled);
	virtual void SetPlaneConstraintNormal(FVector PlaneNormal);
	virtual void SetPlaneConstraintOrigin(FVector PlaneOrigin);

protected:
	FVector PlaneConstraintNormal;
	FVector PlaneConstraintOrigin;
};
