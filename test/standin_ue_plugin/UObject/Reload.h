// Stand-in for Unreal 5.8's UObject/Reload.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"

class UClass;
enum class EActiveReloadType { None, Reinstancing, HotReload, LiveCoding };
class IReload {
public:
    virtual ~IReload();
    virtual void NotifyChange(UClass* New, UClass* Old) = 0;
};
