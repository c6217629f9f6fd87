// Stand-in for Unreal 5.8's GameFramework/PlayerInput.h (Engine), transcribed from the real header:
// the class and every UFUNCTION the generator binds, declared as the real header declares them
// (the exec SetMouseSensitivity beside its two-axis overload, const parameters), with its public
// UPROPERTY InvertedAxis. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "UObject/Object.h"
#include "InputCoreTypes.h"

class APlayerController;

class UPlayerInput : public UObject
{
public:
	TArray<FName> InvertedAxis;

	void SetMouseSensitivity(const float SensitivityX, const float SensitivityY);
	void SetMouseSensitivity(const float Sensitivity);
	void SetBind(FName BindName, const FString& Command);
	void InvertAxisKey(const FKey AxisKey);
	void InvertAxis(const FName AxisName);
	void ClearSmoothing();
	APlayerController* GetOuterAPlayerController() const;
};
