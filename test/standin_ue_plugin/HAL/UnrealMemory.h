// Stand-in for Unreal 5.8's HAL/UnrealMemory.h: declarations only (README.md).
#pragma once

#include "CoreTypes.h"

struct FMemory {
    static void* Malloc(SIZE_T Count, uint32 Alignment = 0);
    static void Free(void* Original);
    static void* Memzero(void* Dest, SIZE_T Count);
    static void* Memcpy(void* Dest, const void* Src, SIZE_T Count);
};
#define FMemory_Alloca_Aligned(Size, Alignment) ::FMemory::Malloc(Size, Alignment)
