// Stand-in for Unreal 5.8's UObject/WeakObjectPtr.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"

class UObject;
struct FWeakObjectPtr {
public:
    FWeakObjectPtr();
    FWeakObjectPtr(const UObject* Object);
    UObject* Get() const;
    bool IsValid() const;
private:
    int32 ObjectIndex;
    int32 ObjectSerialNumber;
};
