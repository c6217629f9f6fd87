// Stand-in for Unreal 5.8's InputAction.h (EnhancedInput): declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "Engine/DataAsset.h"

enum class EInputActionAccumulationBehavior : uint8
{
	TakeHighestAbsoluteValue,
	Cumulative,
};

class UInputAction : public UDataAsset
{
};
