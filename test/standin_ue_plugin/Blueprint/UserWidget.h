// Stand-in for Unreal 5.8's Blueprint/UserWidget.h (UMG): declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "Components/Widget.h"
#include "Templates/SubclassOf.h"

class UWidgetTree;
class APlayerController;
class UWorld;
class UGameInstance;
class UUserWidget : public UWidget {
public:
    static UClass* StaticClass();
    TObjectPtr<UWidgetTree> WidgetTree;
};
template <typename WidgetT = UUserWidget> WidgetT* CreateWidget(APlayerController* OwningObject, TSubclassOf<UUserWidget> UserWidgetClass = WidgetT::StaticClass(), FName WidgetName = NAME_None);
template <typename WidgetT = UUserWidget> WidgetT* CreateWidget(UWorld* OwningObject, TSubclassOf<UUserWidget> UserWidgetClass = WidgetT::StaticClass(), FName WidgetName = NAME_None);
template <typename WidgetT = UUserWidget> WidgetT* CreateWidget(UGameInstance* OwningObject, TSubclassOf<UUserWidget> UserWidgetClass = WidgetT::StaticClass(), FName WidgetName = NAME_None);
template <typename WidgetT = UUserWidget> WidgetT* CreateWidget(UWidget* OwningObject, TSubclassOf<UUserWidget> UserWidgetClass = WidgetT::StaticClass(), FName WidgetName = NAME_None);
