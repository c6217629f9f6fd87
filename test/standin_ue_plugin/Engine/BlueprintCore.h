// Stand-in for Unreal 5.8's Engine/BlueprintCore.h (Engine): the base of Blueprint assets, with the
// classes they generate. Declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "UObject/Object.h"
#include "Templates/SubclassOf.h"

class UBlueprintCore : public UObject
{
public:
	TSubclassOf<UObject> SkeletonGeneratedClass;
	TSubclassOf<UObject> GeneratedClass;
};
