// Stand-in for Unreal 5.8's Containers/Set.h: declarations only (README.md).
#pragma once

#include "CoreTypes.h"

template <typename T>
class TSet {
public:
    void Add(const T& Item);
    int32 Remove(const T& Item);
    bool Contains(const T& Item) const;
    int32 Num() const;
    const T* begin() const;
    const T* end() const;
};
