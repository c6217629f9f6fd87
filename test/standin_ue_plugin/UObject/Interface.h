// Stand-in for Unreal 5.8's UObject/Interface.h (CoreUObject): UInterface, the UObject side of
// every interface. Declarations only (README.md).
#pragma once
#include "CoreMinimal.h"
#include "UObject/Object.h"

class UInterface : public UObject
{
public:
    static UClass* StaticClass(); // DECLARE_CASTED_CLASS_INTRINSIC_WITH_API
};
