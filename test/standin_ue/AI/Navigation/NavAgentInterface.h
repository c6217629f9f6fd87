// Stand-in for Unreal 5.8's AI/Navigation/NavAgentInterface.h (Engine): what APawn overrides of it.
// Declarations only, with the real signatures.
#pragma once
#include "CoreMinimal.h"
#include "UObject/Interface.h"

class AActor;
struct FNavAgentProperties;

class INavAgentInterface
{
public:
	virtual const FNavAgentProperties& GetNavAgentPropertiesRef() const;
	virtual FVector GetNavAgentLocation() const;
	virtual void GetMoveGoalReachTest(const AActor* MovingActor, const FVector& MoveOffset, FVector& GoalOffset, float& GoalRadius, float& GoalHalfHeight) const;
};
