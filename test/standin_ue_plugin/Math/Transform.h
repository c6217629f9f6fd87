// Stand-in for Unreal 5.8's Math/Transform.h: on a platform with vector intrinsics it is
// Math/TransformVectorized.h's TTransform (FTransform is declared in Math/MathFwd.h).
// Declarations only (README.md).
#pragma once

#include "CoreTypes.h"
#include "Math/MathFwd.h"
#include "Math/TransformVectorized.h"
