// Stand-in for Unreal 5.8's Containers/Map.h (README.md). Runnable: the pairs live in a
// std::vector, in the order they were added.
#pragma once

#include "CoreTypes.h"
#include "Templates/Tuple.h"

#include <vector>

template <typename K, typename V>
class TMap {
public:
    // As Unreal's: RemoveCurrent() removes the pair, and the next ++ moves to the pair after it.
    class TIterator {
    public:
        explicit TIterator(TMap& InMap) : Map(&InMap) {}
        explicit operator bool() const { return Index < Map->Pairs.size(); }
        TIterator& operator++() {
            if (bRemoved) bRemoved = false;
            else ++Index;
            return *this;
        }
        const K& Key() const { return Map->Pairs[Index].Key; }
        V& Value() const { return Map->Pairs[Index].Value; }
        void RemoveCurrent() {
            Map->Pairs.erase(Map->Pairs.begin() + static_cast<std::ptrdiff_t>(Index));
            bRemoved = true;
        }

    private:
        TMap* Map;
        size_t Index = 0;
        bool bRemoved = false;
    };
    int32 Num() const { return static_cast<int32>(Pairs.size()); }
    V& FindOrAdd(const K& Key) {
        if (V* Found = Find(Key)) return *Found;
        Pairs.push_back(TPair<K, V>(Key, V()));
        return Pairs.back().Value;
    }
    V* Find(const K& Key) {
        for (TPair<K, V>& Pair : Pairs)
            if (Pair.Key == Key) return &Pair.Value;
        return nullptr;
    }
    V& Add(const K& Key, const V& Value) { return FindOrAdd(Key) = Value; }
    int32 Remove(const K& Key) {
        return static_cast<int32>(std::erase_if(Pairs, [&Key](const TPair<K, V>& Pair) { return Pair.Key == Key; }));
    }
    bool RemoveAndCopyValue(const K& Key, V& OutRemovedValue) {
        V* Found = Find(Key);
        if (!Found) return false;
        OutRemovedValue = *Found;
        Remove(Key);
        return true;
    }
    TIterator CreateIterator() { return TIterator(*this); }

private:
    std::vector<TPair<K, V>> Pairs;
};
