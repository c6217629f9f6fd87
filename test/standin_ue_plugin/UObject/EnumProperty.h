// Stand-in for Unreal 5.8's UObject/EnumProperty.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "UObject/UnrealType.h"

class UEnum;
class FEnumProperty : public FProperty {
public:
    using FProperty::FProperty;
    void SetEnum(UEnum* InEnum);
    FNumericProperty* GetUnderlyingProperty() const;
    void AddCppProperty(FProperty* Inner);
};
