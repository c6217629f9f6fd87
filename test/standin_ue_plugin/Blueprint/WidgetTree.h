// Stand-in for Unreal 5.8's Blueprint/WidgetTree.h (UMG): declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "UObject/Object.h"
#include "Components/Widget.h"

class UWidgetTree : public UObject {
public:
    TObjectPtr<UWidget> RootWidget;
};
