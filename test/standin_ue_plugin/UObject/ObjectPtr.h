// Stand-in for Unreal 5.8's UObject/ObjectPtr.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"

template <typename T>
class TObjectPtr {
public:
    TObjectPtr();
    TObjectPtr(T* Object);
    TObjectPtr& operator=(T* Object);
    T* Get() const;
    T* operator->() const;
    operator T*() const;
    explicit operator bool() const;
};
