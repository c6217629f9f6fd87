// Stand-in for Unreal 5.8's Stats/Stats.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"

struct TStatId {};
#define RETURN_QUICK_DECLARE_CYCLE_STAT(StatId, GroupId) return TStatId()
