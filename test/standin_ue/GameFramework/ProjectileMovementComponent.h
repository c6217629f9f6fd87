// Stand-in for Unreal 5.8's GameFramework/ProjectileMovementComponent.h (Engine), transcribed from the
// real header: the class, the public UPROPERTYs the stand-in engine reflects and every UFUNCTION the
// generator binds from it, declared as the real header declares them. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "UObject/WeakObjectPtr.h"
#include "GameFramework/MovementComponent.h"
#include "Engine/HitResult.h"

class USceneComponent;

class UProjectileMovementComponent : public UMovementComponent
{
public:
	float InitialSpeed;
	float MaxSpeed;
	uint8 bRotationFollowsVelocity : 1;
	uint8 bRotationRemainsVertical : 1;
	uint8 bShouldBounce : 1;
	uint8 bInitialVelocityInLocalSpace : 1;
	uint8 bForceSubStepping : 1;
	uint8 bSimulationEnabled : 1;
	uint8 bSweepCollision : 1;
	uint8 bIsHomingProjectile : 1;
	uint8 bBounceAngleAffectsFriction : 1;
	uint8 bIsSliding : 1;
	float PreviousHitTime;
	FVector PreviousHitNormal;
	float ProjectileGravityScale;
	float Buoyancy;
	float Bounciness;
	float Friction;
	float BounceVelocityStopSimulatingThreshold;
	float MinFrictionFraction;
	float HomingAccelerationMagnitude;
	TWeakObjectPtr<USceneComponent> HomingTargetComponent;
	float MaxSimulationTimeStep;
	int32 MaxSimulationIterations;
	int32 BounceAdditionalIterations;

	bool IsVelocityUnderSimulationThreshold() const;
	virtual void SetVelocityInLocalSpace(FVector NewVelocity);
	virtual void StopSimulating(const FHitResult& HitResult);
	FVector LimitVelocity(FVector NewVelocity) const;
};
