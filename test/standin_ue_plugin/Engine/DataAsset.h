// Stand-in for Unreal 5.8's Engine/DataAsset.h (Engine): the data asset classes, bases of Enhanced
// Input's assets. Declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "UObject/Object.h"

class UDataAsset : public UObject
{
};

class UPrimaryDataAsset : public UDataAsset
{
};
