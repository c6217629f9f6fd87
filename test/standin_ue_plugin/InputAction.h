// Stand-in for Unreal 5.8's InputAction.h (EnhancedInput): declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "UObject/Object.h"

class UInputAction : public UObject {};
