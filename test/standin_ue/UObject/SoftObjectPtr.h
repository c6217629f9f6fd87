// Stand-in for Unreal's UObject/SoftObjectPtr.h.
#pragma once
#include "CoreMinimal.h"

template <typename T>
class TSoftObjectPtr {
public:
    TSoftObjectPtr();
    TSoftObjectPtr(T* Object);
    T* Get() const;
};
