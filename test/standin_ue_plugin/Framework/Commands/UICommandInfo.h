// Stand-in for Unreal 5.8's Framework/Commands/UICommandInfo.h (Slate): declarations only (README.md).
#pragma once

#include "CoreMinimal.h"

enum class EUserInterfaceActionType : uint8 { None, Button, ToggleButton };
