// Stand-in for Unreal 5.8's Templates/SharedPointer.h: declarations only (README.md).
#pragma once

#include "CoreTypes.h"

template <typename T>
class TSharedPtr {
public:
    TSharedPtr();
    bool IsValid() const;
    T* operator->() const;
    explicit operator bool() const;
};
template <typename T> class TSharedRef {
public:
    T* operator->() const;
};
