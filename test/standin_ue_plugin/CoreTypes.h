// Stand-in for Unreal 5.8's CoreTypes.h: declarations only (README.md).
#pragma once

#include "Misc/Build.h"
#include "HAL/Platform.h"
#include "Misc/CoreMiscDefines.h"


