// Stand-in for Unreal 5.8's UObject/Package.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "UObject/Object.h"

class UPackage : public UObject {
public:
    void SetPackageFlags(uint32 NewFlags);
};
