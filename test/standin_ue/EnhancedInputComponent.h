// Stand-in for Unreal 5.8's EnhancedInputComponent.h (EnhancedInput), transcribed from the real
// header: the component, its base, the UFUNCTION the generator binds, and the BindAction overload
// the plugin's sources use (to an object's UFUNCTION by name). Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "Components/InputComponent.h"
#include "InputAction.h"
// (What the real InputAction.h brings with it: the action's value and the trigger events.)
#include "InputActionValue.h"
#include "InputTriggers.h"

struct FInputBindingHandle
{
	virtual ~FInputBindingHandle() = default;
};

struct FEnhancedInputActionEventBinding : public FInputBindingHandle
{
};

class UEnhancedInputComponent : public UInputComponent
{
public:
	FEnhancedInputActionEventBinding& BindAction(const UInputAction* Action, ETriggerEvent TriggerEvent, UObject* Object, FName FunctionName);
	FInputActionValue GetBoundActionValue(const UInputAction* Action) const;
};
