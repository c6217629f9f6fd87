// Stand-in for Unreal 5.8's Misc/CoreMiscDefines.h: declarations only (README.md).
#pragma once

#include "HAL/Platform.h"

#define INDEX_NONE (-1)

enum EForceInit
{
	ForceInit,
	ForceInitToZero
};
enum ENoInit { NoInit };
