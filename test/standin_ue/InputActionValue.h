// Stand-in for Unreal's InputActionValue.h (EnhancedInput), transcribed from the latest public 5.x
// header (5.8's is not in the public mirror): EInputActionValueType and FInputActionValue, a value
// held as an FVector with its type. Declarations only.
#pragma once
#include "CoreMinimal.h"

enum class EInputActionValueType : uint8
{
	Boolean,
	Axis1D,
	Axis2D,
	Axis3D,
};

struct FInputActionValue
{
	using Axis1D = float;
	using Axis2D = FVector2D;
	using Axis3D = FVector;

	FInputActionValue() = default;
	FInputActionValue(bool bInValue);
	FInputActionValue(Axis1D InValue);
	FInputActionValue(Axis2D InValue);
	FInputActionValue(Axis3D InValue);
	FInputActionValue(EInputActionValueType InValueType, Axis3D InValue);

	EInputActionValueType GetValueType() const;
	float GetMagnitude() const;

protected:
	FVector Value = FVector::ZeroVector;
	EInputActionValueType ValueType = EInputActionValueType::Boolean;
};
