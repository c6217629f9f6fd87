// Stand-in for Unreal's EnhancedInputLibrary.h (EnhancedInput), transcribed from the real header
// (5.8's is not in the public mirror; the declarations are those of the latest public 5.x, which
// the 5.8 reflection of the fixture matches): the class, its base, and every UFUNCTION the
// generator binds, declared as the real header declares them. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "EnhancedInputSubsystems.h"
#include "InputActionValue.h"
#include "InputTriggers.h"
#include "Kismet/BlueprintFunctionLibrary.h"

class APlayerController;
class UInputAction;
class UInputMappingContext;
class UPlayerMappableKeySettings;

class UEnhancedInputLibrary : public UBlueprintFunctionLibrary
{
public:
	static void RequestRebuildControlMappingsUsingContext(const UInputMappingContext* Context, bool bForceImmediately = false);
	static void BreakInputActionValue(FInputActionValue InActionValue, double& X, double& Y, double& Z, EInputActionValueType& Type);
	static FInputActionValue MakeInputActionValueOfType(double X, double Y, double Z, const EInputActionValueType ValueType);
	static UPlayerMappableKeySettings* GetPlayerMappableKeySettings(const FEnhancedActionKeyMapping& ActionKeyMapping);
	static FName GetMappingName(const FEnhancedActionKeyMapping& ActionKeyMapping);
	static FString Conv_TriggerEventValueToString(const ETriggerEvent TriggerEvent);
	static bool IsActionKeyMappingPlayerMappable(const FEnhancedActionKeyMapping& ActionKeyMapping);
	static FInputActionValue GetBoundActionValue(AActor* Actor, const UInputAction* Action);
	static bool Conv_InputActionValueToBool(FInputActionValue InValue);
	static double Conv_InputActionValueToAxis1D(FInputActionValue InValue);
	static FVector2D Conv_InputActionValueToAxis2D(FInputActionValue InValue);
	static FVector Conv_InputActionValueToAxis3D(FInputActionValue ActionValue);
	static FString Conv_InputActionValueToString(FInputActionValue ActionValue);
	static void FlushPlayerInput(APlayerController* PlayerController);
};
