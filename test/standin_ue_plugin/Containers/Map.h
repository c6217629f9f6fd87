// Stand-in for Unreal 5.8's Containers/Map.h: declarations only (README.md).
#pragma once

#include "CoreTypes.h"
#include "Templates/Tuple.h"

template <typename K, typename V>
class TMap {
public:
    class TIterator {
    public:
        explicit operator bool() const;
        TIterator& operator++();
        const K& Key() const;
        V& Value() const;
        void RemoveCurrent();
    };
    int32 Num() const;
    V& FindOrAdd(const K& Key);
    V* Find(const K& Key);
    V& Add(const K& Key, const V& Value);
    int32 Remove(const K& Key);
    bool RemoveAndCopyValue(const K& Key, V& OutRemovedValue);
    TIterator CreateIterator();
};
