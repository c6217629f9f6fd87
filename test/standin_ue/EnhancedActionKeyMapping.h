// Stand-in for Unreal's EnhancedActionKeyMapping.h (EnhancedInput), transcribed from the latest
// public 5.x header (5.8's is not in the public mirror): FEnhancedActionKeyMapping with the members
// Unreal reflects and its constructor. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "InputCoreTypes.h"
#include "UObject/ObjectPtr.h"

class UInputAction;
class UInputModifier;
class UInputTrigger;

struct FEnhancedActionKeyMapping
{
	FEnhancedActionKeyMapping(const UInputAction* InAction = nullptr, const FKey InKey = EKeys::Invalid);

	TArray<TObjectPtr<UInputTrigger>> Triggers;
	TArray<TObjectPtr<UInputModifier>> Modifiers;
	TObjectPtr<const UInputAction> Action = nullptr;
	FKey Key;
	uint8 bShouldBeIgnored : 1;
	uint8 bHasAlwaysTickTrigger : 1;
};
