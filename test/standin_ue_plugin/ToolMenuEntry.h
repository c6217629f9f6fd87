// Stand-in for Unreal 5.8's ToolMenuEntry.h (ToolMenus): declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "ToolMenuMisc.h"
#include "Misc/Attribute.h"
#include "Textures/SlateIcon.h"
#include "Framework/Commands/UICommandInfo.h"

struct FToolMenuEntry {
    static FToolMenuEntry InitToolBarButton(const FName InName, const FToolUIActionChoice& InAction, const TAttribute<FText>& InLabel = TAttribute<FText>(), const TAttribute<FText>& InToolTip = TAttribute<FText>(), const TAttribute<FSlateIcon>& InIcon = TAttribute<FSlateIcon>(), const EUserInterfaceActionType UserInterfaceActionType = EUserInterfaceActionType::Button, FName InTutorialHighlightName = NAME_None);
};
