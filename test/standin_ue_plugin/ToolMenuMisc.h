// Stand-in for Unreal 5.8's ToolMenuMisc.h (ToolMenus): declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "Framework/Commands/UIAction.h"

struct FToolUIActionChoice {
    FToolUIActionChoice(const FUIAction& InAction);
};
