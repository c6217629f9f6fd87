// Stand-in for Unreal 5.8's Kismet/BlueprintFunctionLibrary.h (Engine), transcribed from the real
// header: the abstract base of every Blueprint function library (UGameplayStatics,
// UKismetMathLibrary, ...), a UObject with no state of its own. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "UObject/ObjectMacros.h"
#include "UObject/Object.h"
#include "UObject/Script.h"

class UBlueprintFunctionLibrary : public UObject
{
};
