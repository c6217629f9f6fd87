// Stand-in for Unreal 5.8's Templates/UniquePtr.h: declarations only (README.md).
#pragma once

#include "CoreTypes.h"

template <typename T>
class TUniquePtr {
public:
    TUniquePtr();
    TUniquePtr(TUniquePtr&& Other);
    template <typename U> TUniquePtr(TUniquePtr<U>&& Other);
    TUniquePtr& operator=(TUniquePtr&& Other);
    template <typename U> TUniquePtr& operator=(TUniquePtr<U>&& Other);
    ~TUniquePtr();
    T* operator->() const;
    T& operator*() const;
    T* Get() const;
    void Reset(T* NewPtr = nullptr);
    explicit operator bool() const;
};
template <typename T, typename... Args> TUniquePtr<T> MakeUnique(Args&&... A) { (void)sizeof...(A); return TUniquePtr<T>(); }
