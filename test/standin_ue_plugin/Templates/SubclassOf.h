// Stand-in for Unreal 5.8's Templates/SubclassOf.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"

class UClass;
template <typename T>
class TSubclassOf {
public:
    TSubclassOf();
    TSubclassOf(UClass* From);
    UClass* Get() const;
    operator UClass*() const;
};
