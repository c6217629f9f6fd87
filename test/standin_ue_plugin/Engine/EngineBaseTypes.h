// Stand-in for Unreal 5.8's Engine/EngineBaseTypes.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"

struct FActorTickFunction {
    uint8 bCanEverTick : 1;
    uint8 bStartWithTickEnabled : 1;
};
