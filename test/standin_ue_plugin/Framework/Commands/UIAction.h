// Stand-in for Unreal 5.8's Framework/Commands/UIAction.h (Slate): declarations only (README.md).
#pragma once

#include "CoreMinimal.h"

using FExecuteAction = TDelegate<void()>;
struct FUIAction {
    FUIAction(const FExecuteAction& InitExecuteAction);
};
