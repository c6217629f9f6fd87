// Stand-in for Unreal 5.8's GameFramework/NavMovementInterface.h (Engine), transcribed from a 5.5+
// header (the interface is not in the 5.8.0 index; docs/host.md): the interface and every UFUNCTION
// the generator binds from it, declared as the real header declares them. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "UObject/Interface.h"
#include "AI/Navigation/NavigationTypes.h"

class UNavMovementInterface : public UInterface
{
};

class INavMovementInterface
{
public:
	virtual void RequestDirectMove(const FVector& MoveVelocity, bool bForceMaxSpeed) = 0;
	virtual void RequestPathMove(const FVector& MoveInput) = 0;
	virtual FVector GetVelocityForNavMovement() const = 0;
	virtual float GetMaxSpeedForNavMovement() const = 0;
	virtual bool IsCrouching() const = 0;
	virtual bool IsFalling() const = 0;
	virtual bool IsMovingOnGround() const = 0;
	virtual bool IsSwimming() const = 0;
	virtual bool IsFlying() const = 0;
	virtual void StopActiveMovement();
	virtual void StopMovementKeepPathing();
};
