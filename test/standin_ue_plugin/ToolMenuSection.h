// Stand-in for Unreal 5.8's ToolMenuSection.h (ToolMenus): declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "ToolMenuEntry.h"

struct FToolMenuSection {
    FToolMenuEntry& AddEntry(const FToolMenuEntry& Args);
};
