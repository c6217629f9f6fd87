// Stand-in for Unreal 5.8's Misc/AssertionMacros.h: declarations only (README.md).
#pragma once

#include "CoreTypes.h"

#define check(expr) ((void)(expr))
#define checkf(expr, format, ...) ((void)(expr))
