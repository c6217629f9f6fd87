// Stand-in for Unreal 5.8's Kismet2/KismetEditorUtilities.h (UnrealEd): compiling a Blueprint.
// Declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "Engine/Blueprint.h"
#include "Misc/EnumClassFlags.h"

enum class EBlueprintCompileOptions
{
	None = 0x0,
	IsRegeneratingOnLoad = 0x1,
	SkipGarbageCollection = 0x2,
	SaveIntermediateProducts = 0x4,
	SkeletonUpToDate = 0x8,
};
ENUM_CLASS_FLAGS(EBlueprintCompileOptions)

class FCompilerResultsLog;

class FKismetEditorUtilities
{
public:
	static void CompileBlueprint(UBlueprint* BlueprintObj, EBlueprintCompileOptions CompileFlags = EBlueprintCompileOptions::None, class FCompilerResultsLog* pResults = nullptr);
};
