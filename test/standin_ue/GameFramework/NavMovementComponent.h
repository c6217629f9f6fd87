// Stand-in for Unreal 5.8's GameFramework/NavMovementComponent.h (Engine), transcribed from the
// latest public 5.x header (5.2; docs/host.md): the class, the public UPROPERTYs the stand-in
// engine reflects and every UFUNCTION the generator binds from it, declared as the real header
// declares them. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "AI/Navigation/NavigationTypes.h"
#include "GameFramework/MovementComponent.h"

class UNavMovementComponent : public UMovementComponent
{
public:
	FNavAgentProperties NavAgentProps;
	FMovementProperties MovementState;

	virtual void StopActiveMovement();
	void StopMovementKeepPathing();
	virtual bool IsCrouching() const;
	virtual bool IsFalling() const;
	virtual bool IsMovingOnGround() const;
	virtual bool IsSwimming() const;
	virtual bool IsFlying() const;
};
