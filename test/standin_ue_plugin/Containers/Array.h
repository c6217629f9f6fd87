// Stand-in for Unreal 5.8's Containers/Array.h: declarations only (README.md).
#pragma once

#include "CoreTypes.h"
#include "Containers/ContainerAllocationPolicies.h"

#include <initializer_list>

template <typename T, typename Allocator = FDefaultAllocator>
class TArray {
public:
    TArray();
    TArray(std::initializer_list<T> List);
    int32 Num() const;
    bool IsValidIndex(int32 Index) const;
    int32 Add(const T& Item);
    int32 Add(T&& Item);
    int32 AddUnique(const T& Item);
    int32 AddUnique(T&& Item);
    void Insert(const T& Item, int32 Index);
    void Append(const T* Ptr, int32 Count);
    void Append(const TArray& Other);
    void Reset();
    T* GetData();
    const T* GetData() const;
    T& operator[](int32 Index);
    const T& operator[](int32 Index) const;
    T* begin();
    T* end();
    const T* begin() const;
    const T* end() const;
    template <typename Predicate> int32 RemoveAll(const Predicate& Pred) { (void)Pred; return 0; }
};
