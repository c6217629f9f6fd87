// Stand-in for Unreal 5.8's Containers/EnumAsByte.h: declarations only (README.md).
#pragma once

#include "CoreTypes.h"

template <typename TEnum>
class TEnumAsByte {
public:
    TEnumAsByte();
    TEnumAsByte(TEnum Value);
    TEnum GetValue() const;
    operator TEnum() const;
};
