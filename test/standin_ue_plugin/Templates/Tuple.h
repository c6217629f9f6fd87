// Stand-in for Unreal 5.8's Templates/Tuple.h: declarations only (README.md).
#pragma once

#include "CoreTypes.h"

template <typename K, typename V>
struct TPair {
    K Key;
    V Value;
    TPair() = default;
    TPair(const K& InKey, const V& InValue) : Key(InKey), Value(InValue) {}
};
