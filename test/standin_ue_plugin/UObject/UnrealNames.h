// Stand-in for Unreal 5.8's UObject/UnrealNames.h: declarations only (README.md).
#pragma once

#include "CoreTypes.h"

enum EName : uint32 { NAME_None = 0 };
