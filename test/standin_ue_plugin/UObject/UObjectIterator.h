// Stand-in for Unreal 5.8's UObject/UObjectIterator.h: declarations (README.md);
// test/standin_ue_plugin_runtime defines them over its object array.
#pragma once

#include "CoreMinimal.h"
#include "UObject/Object.h"
#include "UObject/UObjectArray.h"

// As Unreal's: class default objects are left out unless the exclusion flags say otherwise.
template <class T>
class TObjectIterator {
public:
    explicit TObjectIterator(EObjectFlags AdditionalExclusionFlags = RF_ClassDefaultObject, bool bIncludeDerivedClasses = true, EInternalObjectFlags InInternalExclusionFlags = EInternalObjectFlags::None);
    void operator++();
    explicit operator bool() const;
    bool operator!() const;
    T* operator*() const;
    T* operator->() const;

private:
    int32 Index;
    EObjectFlags ExclusionFlags;
    bool bIncludeDerived;
};
