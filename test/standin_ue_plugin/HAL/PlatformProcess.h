// Stand-in for Unreal 5.8's HAL/PlatformProcess.h: declarations only (README.md).
#pragma once

#include "CoreTypes.h"

struct FPlatformProcess { static uint32 GetCurrentProcessId(); };
