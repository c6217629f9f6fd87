// Stand-in for Unreal 5.8's ToolMenus.h (ToolMenus): declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "UObject/Object.h"
#include "ToolMenu.h"
#include "ToolMenuEntry.h"
#include "ToolMenuOwner.h"
#include "ToolMenuSection.h"
#include "ToolMenuMisc.h"

class UToolMenus : public UObject {
public:
    static UToolMenus* Get();
    static FDelegateHandle RegisterStartupCallback(const FSimpleMulticastDelegate::FDelegate& InDelegate);
    static void UnRegisterStartupCallback(const void* UserPointer);
    static void UnregisterOwner(FToolMenuOwner InOwner);
    UToolMenu* ExtendMenu(const FName Name);
};
