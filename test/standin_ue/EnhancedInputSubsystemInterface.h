// Stand-in for Unreal 5.8's EnhancedInputSubsystemInterface.h (EnhancedInput), transcribed from the
// real header: the interface, FModifyContextOptions, and every UFUNCTION the generator binds,
// declared as the real header declares them (virtual, const, by value, defaults, the overload of
// HasMappingContext) and EInputMappingRebuildType. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "UObject/Interface.h"
#include "EnhancedPlayerInput.h"
#include "EnhancedActionKeyMapping.h"
#include "InputActionValue.h"
#include "InputCoreTypes.h"
#include "InputMappingQuery.h"

class UInputMappingContext;
class UInputAction;

class UEnhancedInputSubsystemInterface : public UInterface
{
};

enum class EInputMappingRebuildType : uint8
{
	None,
	Rebuild,
	RebuildWithFlush,
};

struct FModifyContextOptions
{
	FModifyContextOptions()
		: bIgnoreAllPressedKeysUntilRelease(true)
		, bForceImmediately(false)
		, bNotifyUserSettings(false)
	{}

	uint8 bIgnoreAllPressedKeysUntilRelease : 1;
	uint8 bForceImmediately : 1;
	uint8 bNotifyUserSettings : 1;
};

class IEnhancedInputSubsystemInterface
{
public:
	virtual void UpdateValueOfContinuousInputInjectionForAction(const UInputAction* Action, FInputActionValue RawValue);
	virtual void UpdateValueOfContinuousInputInjectionForPlayerMapping(const FName MappingName, FInputActionValue RawValue);
	virtual void StopContinuousInputInjectionForAction(const UInputAction* Action);
	virtual void StopContinuousInputInjectionForPlayerMapping(const FName MappingName);
	virtual void ClearAllMappings();
	virtual void AddMappingContext(const UInputMappingContext* MappingContext, int32 Priority, const FModifyContextOptions& Options = FModifyContextOptions());
	virtual void RemoveMappingContext(const UInputMappingContext* MappingContext, const FModifyContextOptions& Options = FModifyContextOptions());
	virtual void RequestRebuildControlMappings(const FModifyContextOptions& Options = FModifyContextOptions(), EInputMappingRebuildType RebuildType = EInputMappingRebuildType::Rebuild);
	virtual bool HasMappingContext(const UInputMappingContext* MappingContext) const;
	virtual bool HasMappingContext(const UInputMappingContext* MappingContext, int32& OutFoundPriority) const;
	virtual TArray<FKey> QueryKeysMappedToAction(const UInputAction* Action) const;
	virtual TArray<FEnhancedActionKeyMapping> GetAllPlayerMappableActionKeyMappings() const;
};
