// Stand-in for Unreal 5.8's ToolMenu.h (ToolMenus): declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "UObject/Object.h"
#include "ToolMenuSection.h"

class UToolMenu : public UObject {
public:
    FToolMenuSection& FindOrAddSection(const FName SectionName);
};
