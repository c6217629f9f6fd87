// Stand-in for Unreal 5.8's Blueprint/UserWidget.h (UMG): what the plugin uses and what the
// generated wrappers bind from the part the stand-in engine reflects. Declarations only (README.md).
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

    void AddToViewport(int32 ZOrder = 0);
    bool AddToPlayerScreen(int32 ZOrder = 0);
    virtual APlayerController* GetOwningPlayer() const override;
    void Construct();
};
template <typename WidgetT = UUserWidget> WidgetT* CreateWidget(APlayerController* OwningObject, TSubclassOf<UUserWidget> UserWidgetClass = WidgetT::StaticClass(), FName WidgetName = NAME_None);
template <typename WidgetT = UUserWidget> WidgetT* CreateWidget(UWorld* OwningObject, TSubclassOf<UUserWidget> UserWidgetClass = WidgetT::StaticClass(), FName WidgetName = NAME_None);
template <typename WidgetT = UUserWidget> WidgetT* CreateWidget(UGameInstance* OwningObject, TSubclassOf<UUserWidget> UserWidgetClass = WidgetT::StaticClass(), FName WidgetName = NAME_None);
template <typename WidgetT = UUserWidget> WidgetT* CreateWidget(UWidget* OwningObject, TSubclassOf<UUserWidget> UserWidgetClass = WidgetT::StaticClass(), FName WidgetName = NAME_None);
