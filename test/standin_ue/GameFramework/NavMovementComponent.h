// Stand-in for Unreal 5.8's GameFramework/NavMovementComponent.h (Engine), transcribed from a 5.5+
// header (not in the 5.8.0 index; docs/host.md): the class, which implements INavMovementInterface
// and keeps its path following settings in the protected FNavMovementProperties since 5.5, its
// public UPROPERTYs and every UFUNCTION the generator binds from it, declared as the real header
// declares them. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "AI/Navigation/NavigationTypes.h"
#include "GameFramework/MovementComponent.h"
#include "GameFramework/NavMovementInterface.h"

class UNavMovementComponent : public UMovementComponent, public INavMovementInterface
{
protected:
	FNavMovementProperties NavMovementProperties;

public:
	FNavAgentProperties NavAgentProps;
	FMovementProperties MovementState;

	virtual FVector GetVelocityForNavMovement() const override;
	virtual float GetMaxSpeedForNavMovement() const override;
	virtual void RequestDirectMove(const FVector& MoveVelocity, bool bForceMaxSpeed) override;
	virtual void RequestPathMove(const FVector& MoveInput) override;
	virtual bool IsCrouching() const override;
	virtual bool IsFalling() const override;
	virtual bool IsMovingOnGround() const override;
	virtual bool IsSwimming() const override;
	virtual bool IsFlying() const override;
};
