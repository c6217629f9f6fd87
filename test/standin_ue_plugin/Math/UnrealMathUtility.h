// Stand-in for Unreal 5.8's Math/UnrealMathUtility.h: declarations only (README.md).
#pragma once

#include "CoreTypes.h"

struct FMath {
    template <typename T> static T Max(T A, T B) { return A < B ? B : A; }
    template <typename T> static T Min(T A, T B) { return A < B ? A : B; }
};
