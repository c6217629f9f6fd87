// Stand-in for Unreal 5.8's Engine/Blueprint.h (Engine): the Blueprint asset behind a
// Blueprint-generated class, with the members the plugin sets on the stub Blueprint of a Rust
// class (Status only in builds with editor-only data, as in Unreal). Declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "Engine/BlueprintCore.h"
#include "Containers/EnumAsByte.h"

enum EBlueprintStatus : int
{
	BS_Unknown,
	BS_Dirty,
	BS_Error,
	BS_UpToDate,
	BS_BeingCreated,
	BS_UpToDateWithWarnings,
	BS_MAX,
};

enum EBlueprintType : int
{
	BPTYPE_Normal,
	BPTYPE_Const,
	BPTYPE_MacroLibrary,
	BPTYPE_Interface,
	BPTYPE_LevelScript,
	BPTYPE_FunctionLibrary,
	BPTYPE_MAX,
};

class UBlueprint : public UBlueprintCore
{
public:
	TSubclassOf<UObject> ParentClass;
	TEnumAsByte<enum EBlueprintType> BlueprintType;
#if WITH_EDITORONLY_DATA
	TEnumAsByte<enum EBlueprintStatus> Status;
#endif
};
