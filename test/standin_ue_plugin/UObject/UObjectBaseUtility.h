// Stand-in for Unreal 5.8's UObject/UObjectBaseUtility.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "UObject/UObjectBase.h"

class UObjectBaseUtility : public UObjectBase {
public:
    bool HasAnyFlags(EObjectFlags FlagsToCheck) const;
    void SetFlags(EObjectFlags NewFlags);
    void AddToRoot();
    void RemoveFromRoot();
    FString GetName() const;
    bool IsA(const UClass* SomeBase) const;
    template <typename T> bool IsA() const;
};
bool IsValid(const UObject* Test);
