// Stand-in for Unreal's UObject/UnrealType.h: FProperty and ContainerPtrToValuePtr.
#pragma once
#include "CoreMinimal.h"

class FProperty {
public:
    template <typename ValueType>
    ValueType* ContainerPtrToValuePtr(void* ContainerPtr, int32 ArrayIndex = 0) const;
    template <typename ValueType>
    const ValueType* ContainerPtrToValuePtr(const void* ContainerPtr, int32 ArrayIndex = 0) const;
};
