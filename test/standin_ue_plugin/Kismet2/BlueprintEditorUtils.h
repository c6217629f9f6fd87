// Stand-in for Unreal 5.8's Kismet2/BlueprintEditorUtils.h (UnrealEd): the loaded Blueprints that
// depend on a Blueprint. Declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "Engine/Blueprint.h"

class FBlueprintEditorUtils
{
public:
	static void GetDependentBlueprints(UBlueprint* Blueprint, TArray<UBlueprint*>& DependentBlueprints, bool bRemoveSelf = true);
};
