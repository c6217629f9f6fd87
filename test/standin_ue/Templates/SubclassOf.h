// Stand-in for Unreal's Templates/SubclassOf.h.
#pragma once
#include "CoreMinimal.h"

template <typename T>
class TSubclassOf {
public:
    TSubclassOf();
    TSubclassOf(UClass* From);
    UClass* Get() const;
    operator UClass*() const;
};
