// Stand-in for Unreal's UObject/UObjectBaseUtility.h (UObject/Object.h includes it): IsValid.
#pragma once
#include "CoreMinimal.h"

bool IsValid(const UObject* Object);
