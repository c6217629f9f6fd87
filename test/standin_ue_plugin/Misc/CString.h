// Stand-in for Unreal 5.8's Misc/CString.h: declarations only (README.md).
#pragma once

#include "CoreTypes.h"

struct FCString {
    static int32 Atoi(const TCHAR* String);
    static float Atof(const TCHAR* String);
};
