// Stand-in for Unreal 5.8's ToolMenuOwner.h (ToolMenus): declarations only (README.md).
#pragma once

#include "CoreMinimal.h"

struct FToolMenuOwner {
    FToolMenuOwner(const void* InPointer);
};
struct FToolMenuOwnerScoped {
    FToolMenuOwnerScoped(const FToolMenuOwner& InOwner);
};
