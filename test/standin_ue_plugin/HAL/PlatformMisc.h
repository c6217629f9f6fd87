// Stand-in for Unreal 5.8's HAL/PlatformMisc.h: declarations only (README.md).
#pragma once

#include "CoreTypes.h"

struct FPlatformMisc { static bool GetUseVirtualJoysticks(); };
