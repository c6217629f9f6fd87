// Stand-in for Unreal 5.8's EnhancedInputComponent.h (EnhancedInput): declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "Components/InputComponent.h"
#include "InputAction.h"
#include "InputTriggers.h"

struct FEnhancedInputActionEventBinding {};
class UEnhancedInputComponent : public UInputComponent {
public:
    FEnhancedInputActionEventBinding& BindAction(const UInputAction* Action, ETriggerEvent TriggerEvent, UObject* Object, FName FunctionName);
};
