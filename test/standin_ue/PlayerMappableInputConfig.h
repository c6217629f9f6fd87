// Stand-in for Unreal's PlayerMappableInputConfig.h (EnhancedInput), transcribed from the real
// header (5.8's is not in the public mirror; the latest public 5.x): the class, its base, and every
// UFUNCTION the generator binds, declared as the real header declares them (const returns, a map
// of TObjectPtr by const reference). Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "UObject/ObjectPtr.h"
#include "Engine/DataAsset.h"
#include "EnhancedActionKeyMapping.h"

class UInputAction;
class UInputMappingContext;

class UPlayerMappableInputConfig : public UPrimaryDataAsset
{
public:
	TArray<FEnhancedActionKeyMapping> GetPlayerMappableKeys() const;
	FEnhancedActionKeyMapping GetMappingByName(const FName MappingName) const;
	TArray<FEnhancedActionKeyMapping> GetKeysBoundToAction(const UInputAction* InAction) const;
	void ResetToDefault();

protected:
	FName ConfigName;
	FText ConfigDisplayName;
	bool bIsDeprecated;
	TObjectPtr<UObject> Metadata;
	TMap<TObjectPtr<UInputMappingContext>, int32> Contexts;

public:
	const TMap<TObjectPtr<UInputMappingContext>, int32>& GetMappingContexts() const;
	const FName GetConfigName() const;
	const FText& GetDisplayName() const;
	const bool IsDeprecated() const;
	UObject* GetMetadata() const;
};
