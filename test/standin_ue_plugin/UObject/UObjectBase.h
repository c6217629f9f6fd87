// Stand-in for Unreal 5.8's UObject/UObjectBase.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "UObject/ObjectMacros.h"

class UClass;
class UObject;
class UObjectBase {
public:
    UClass* GetClass() const;
    UObject* GetOuter() const;
    FName GetFName() const;
};
