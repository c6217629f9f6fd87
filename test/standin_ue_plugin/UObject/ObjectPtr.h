// Stand-in for Unreal 5.8's UObject/ObjectPtr.h (README.md). Runnable: a raw pointer.
#pragma once

#include "CoreMinimal.h"

template <typename T>
class TObjectPtr {
public:
    TObjectPtr() = default;
    TObjectPtr(T* InObject) : Object(InObject) {}
    TObjectPtr& operator=(T* InObject) { Object = InObject; return *this; }
    T* Get() const { return Object; }
    T* operator->() const { return Object; }
    operator T*() const { return Object; }
    explicit operator bool() const { return Object != nullptr; }

private:
    T* Object = nullptr;
};
