// Stand-in for Unreal 5.8's UObject/UObjectHash.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "UObject/ObjectMacros.h"

class UObjectBase;
class UObject;
void GetObjectsWithOuter(const UObjectBase* Outer, TArray<UObject*>& Results, bool bIncludeNestedObjects = true, EObjectFlags ExclusionFlags = RF_ClassDefaultObject, EInternalObjectFlags ExclusionInternalFlags = EInternalObjectFlags::None);
