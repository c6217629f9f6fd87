// Stand-in for Unreal 5.8's Containers/Array.h (README.md). Runnable: the elements live in a
// std::vector, so the plugin's code that keeps TArrays runs in the behaviour tests.
#pragma once

#include "CoreTypes.h"
#include "Containers/ContainerAllocationPolicies.h"

#include <initializer_list>
#include <vector>

template <typename T, typename Allocator = FDefaultAllocator>
class TArray {
public:
    TArray() = default;
    TArray(std::initializer_list<T> List) : Items(List) {}
    int32 Num() const { return static_cast<int32>(Items.size()); }
    bool IsValidIndex(int32 Index) const { return Index >= 0 && Index < Num(); }
    int32 Add(const T& Item) { Items.push_back(Item); return Num() - 1; }
    int32 Add(T&& Item) { Items.push_back(static_cast<T&&>(Item)); return Num() - 1; }
    int32 AddUnique(const T& Item) { const int32 At = Find(Item); return At >= 0 ? At : Add(Item); }
    int32 AddUnique(T&& Item) { const int32 At = Find(Item); return At >= 0 ? At : Add(static_cast<T&&>(Item)); }
    void Insert(const T& Item, int32 Index) { Items.insert(Items.begin() + Index, Item); }
    void Append(const T* Ptr, int32 Count) { Items.insert(Items.end(), Ptr, Ptr + Count); }
    void Append(const TArray& Other) { Items.insert(Items.end(), Other.Items.begin(), Other.Items.end()); }
    void Reset() { Items.clear(); }
    T* GetData() { return Items.data(); }
    const T* GetData() const { return Items.data(); }
    T& operator[](int32 Index) { return Items[static_cast<size_t>(Index)]; }
    const T& operator[](int32 Index) const { return Items[static_cast<size_t>(Index)]; }
    T* begin() { return Items.data(); }
    T* end() { return Items.data() + Items.size(); }
    const T* begin() const { return Items.data(); }
    const T* end() const { return Items.data() + Items.size(); }
    template <typename Predicate> int32 RemoveAll(const Predicate& Pred) {
        const size_t Before = Items.size();
        std::erase_if(Items, [&Pred](const T& Item) { return static_cast<bool>(Pred(Item)); });
        return static_cast<int32>(Before - Items.size());
    }

private:
    int32 Find(const T& Item) const {
        for (size_t I = 0; I < Items.size(); ++I)
            if (Items[I] == Item) return static_cast<int32>(I);
        return -1;
    }
    std::vector<T> Items;
};
