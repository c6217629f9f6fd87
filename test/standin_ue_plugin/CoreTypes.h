// Stand-in for Unreal 5.8's CoreTypes.h: declarations only (README.md).
#pragma once

#include "HAL/Platform.h"
#include "Misc/CoreMiscDefines.h"


