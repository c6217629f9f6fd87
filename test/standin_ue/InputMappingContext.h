// Stand-in for Unreal 5.8's InputMappingContext.h (EnhancedInput), transcribed from the real header:
// the class, its base, and every UFUNCTION the generator binds, declared as the real header
// declares them. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "Engine/DataAsset.h"
#include "EnhancedActionKeyMapping.h"
#include "InputCoreTypes.h"

class UInputAction;

class UInputMappingContext : public UDataAsset
{
public:
	FText ContextDescription;

	static bool ShouldShowInputModeQuery();
	FEnhancedActionKeyMapping& MapKey(const UInputAction* Action, FKey ToKey);
	void UnmapKey(const UInputAction* Action, FKey Key);
	void UnmapAllKeysFromAction(const UInputAction* Action);
	void UnmapAll();
};
