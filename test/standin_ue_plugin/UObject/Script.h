// Stand-in for Unreal 5.8's UObject/Script.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"

class UObject;
struct FFrame;
#define RESULT_PARAM Z_Param__Result
#define RESULT_DECL void* const RESULT_PARAM
typedef void (*FNativeFuncPtr)(UObject* Context, FFrame& TheStack, RESULT_DECL);
enum EFunctionFlags : uint32 {
    FUNC_None = 0, FUNC_Final = 0x1, FUNC_Native = 0x400, FUNC_Event = 0x800, FUNC_Public = 0x20000,
    FUNC_Delegate = 0x00100000, FUNC_MulticastDelegate = 0x00010000,
};
inline EFunctionFlags operator|(EFunctionFlags A, EFunctionFlags B) { return EFunctionFlags(uint32(A) | uint32(B)); }
inline EFunctionFlags& operator|=(EFunctionFlags& A, EFunctionFlags B) { return A = A | B; }
