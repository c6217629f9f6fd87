// Stand-in for Unreal 5.8's Engine/EngineBaseTypes.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"

enum ETickingGroup : int
{
	TG_PrePhysics,
	TG_StartPhysics,
	TG_DuringPhysics,
	TG_EndPhysics,
	TG_PostPhysics,
	TG_PostUpdateWork,
	TG_LastDemotable,
	TG_NewlySpawned,
	TG_MAX,
};

struct FActorTickFunction {
    uint8 bCanEverTick : 1;
    uint8 bStartWithTickEnabled : 1;
};
