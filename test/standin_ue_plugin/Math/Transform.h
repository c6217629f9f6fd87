// Stand-in for Unreal 5.8's Math/Transform.h: declarations only (README.md).
#pragma once

#include "CoreTypes.h"

struct FTransform {
    static const FTransform Identity;
    double Data[12];
};
