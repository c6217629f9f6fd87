// Stand-in for Unreal 5.8's UObject/WeakObjectPtrTemplates.h (in Core): declarations only (README.md).
#pragma once

#include "CoreTypes.h"

template <typename T>
class TWeakObjectPtr {
public:
    TWeakObjectPtr();
    TWeakObjectPtr(T* Object);
    T* Get() const;
    bool operator==(const TWeakObjectPtr& Other) const;
};
template <typename T> uint32 GetTypeHash(const TWeakObjectPtr<T>& Ptr);
