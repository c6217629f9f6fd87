// Stand-in for Unreal 5.8's UObject/SoftObjectPath.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"

struct FSoftObjectPath {
public:
    FSoftObjectPath();
    explicit FSoftObjectPath(const FString& Path);
    FString ToString() const;
};
