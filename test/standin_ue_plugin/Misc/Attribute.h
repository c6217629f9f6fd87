// Stand-in for Unreal 5.8's Misc/Attribute.h: declarations only (README.md).
#pragma once

#include "CoreTypes.h"

template <typename T>
class TAttribute {
public:
    TAttribute();
    TAttribute(const T& Value);
    template <typename F> static TAttribute CreateLambda(F&& Functor) { (void)Functor; return TAttribute(); }
};
