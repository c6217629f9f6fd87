// Stand-in for Unreal 5.8's InputModifiers.h (EnhancedInput), transcribed from the real header: the
// modifier base class and its two BlueprintNativeEvents the generator binds (const, by value, with
// their protected _Implementation). Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "UObject/Object.h"
#include "InputActionValue.h"

class UEnhancedPlayerInput;

class UInputModifier : public UObject
{
protected:
	virtual FInputActionValue ModifyRaw_Implementation(const UEnhancedPlayerInput* PlayerInput, FInputActionValue CurrentValue, float DeltaTime);
	virtual FLinearColor GetVisualizationColor_Implementation(FInputActionValue SampleValue, FInputActionValue FinalValue) const;

public:
	FInputActionValue ModifyRaw(const UEnhancedPlayerInput* PlayerInput, FInputActionValue CurrentValue, float DeltaTime) const;
	FLinearColor GetVisualizationColor(FInputActionValue SampleValue, FInputActionValue FinalValue) const;
	void OnModifierReinstanced(const UInputModifier* OldModifier);
};
