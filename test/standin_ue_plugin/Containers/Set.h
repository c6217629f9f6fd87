// Stand-in for Unreal 5.8's Containers/Set.h (README.md). Runnable: the elements live in a
// std::vector, in the order they were added.
#pragma once

#include "CoreTypes.h"

#include <algorithm>
#include <vector>

template <typename T>
class TSet {
public:
    void Add(const T& Item) { if (!Contains(Item)) Items.push_back(Item); }
    int32 Remove(const T& Item) { return static_cast<int32>(std::erase(Items, Item)); }
    bool Contains(const T& Item) const { return std::find(Items.begin(), Items.end(), Item) != Items.end(); }
    int32 Num() const { return static_cast<int32>(Items.size()); }
    const T* begin() const { return Items.data(); }
    const T* end() const { return Items.data() + Items.size(); }

private:
    std::vector<T> Items;
};
