// Stand-in for Unreal 5.8's EnhancedInputComponent.h (EnhancedInput), transcribed from the real
// header: the component, its base, and the UFUNCTION the generator binds. The plugin's own
// declarations of this header (BindAction) are in test/standin_ue_plugin. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "Components/InputComponent.h"
#include "InputActionValue.h"

class UInputAction;

class UEnhancedInputComponent : public UInputComponent
{
public:
	FInputActionValue GetBoundActionValue(const UInputAction* Action) const;
};
