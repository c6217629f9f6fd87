// Stand-in for Unreal 5.8's UObject/ScriptMacros.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "UObject/Script.h"

#define P_FINISH Stack.Code += !!Stack.Code;
#define P_NATIVE_BEGIN {
#define P_NATIVE_END }
