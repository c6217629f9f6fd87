// Stand-in for Unreal 5.8's Engine/BlueprintGeneratedClass.h (Engine): the class a Blueprint
// generates, which every Rust class is. Declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "UObject/Class.h"

class UBlueprintGeneratedClass : public UClass
{
};
