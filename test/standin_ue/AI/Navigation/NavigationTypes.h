// Stand-in for Unreal 5.8's AI/Navigation/NavigationTypes.h (Engine), transcribed from the latest
// public 5.x header (5.2; docs/host.md): FMovementProperties and FNavAgentProperties as the real
// header declares them, without FNavAgentProperties' PreferredNavData (an FSoftClassPath, which
// neither the stand-in engine nor the core stand-in has); and FNavMovementProperties, which 5.5
// added (its members as UHT's generated code for 5.5+ declares them). Declarations only.
#pragma once
#include "CoreMinimal.h"

struct FMovementProperties
{
	uint8 bCanCrouch:1;
	uint8 bCanJump:1;
	uint8 bCanWalk:1;
	uint8 bCanSwim:1;
	uint8 bCanFly:1;

	FMovementProperties()
		: bCanCrouch(false)
		, bCanJump(false)
		, bCanWalk(false)
		, bCanSwim(false)
		, bCanFly(false)
	{
	}
};

struct FNavAgentProperties : public FMovementProperties
{
	float AgentRadius;
	float AgentHeight;
	float AgentStepHeight;
	float NavWalkingSearchHeightScale;

	FNavAgentProperties(float Radius = -1.f, float Height = -1.f)
		: AgentRadius(Radius), AgentHeight(Height), AgentStepHeight(-1), NavWalkingSearchHeightScale(0.5f)
	{}
};

struct FNavMovementProperties
{
	float FixedPathBrakingDistance = 0.f;
	bool bUpdateNavAgentWithOwnersCollision = true;
	bool bUseAccelerationForPaths = false;
	bool bUseFixedBrakingDistanceForPaths = false;
	bool bStopMovementAbortPaths = true;
};
