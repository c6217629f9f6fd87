// Stand-in for Unreal 5.8's Blueprint/UserWidget.h (UMG), transcribed from the real header: the
// class, its CreateWidget templates (as the plugin's copy in test/standin_ue_plugin declares them)
// and every UFUNCTION the generator binds from the part the stand-in engine reflects, declared as
// the real header declares them. Declarations only.
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
};
template <typename WidgetT = UUserWidget> WidgetT* CreateWidget(APlayerController* OwningObject, TSubclassOf<UUserWidget> UserWidgetClass = WidgetT::StaticClass(), FName WidgetName = NAME_None);
template <typename WidgetT = UUserWidget> WidgetT* CreateWidget(UWorld* OwningObject, TSubclassOf<UUserWidget> UserWidgetClass = WidgetT::StaticClass(), FName WidgetName = NAME_None);
template <typename WidgetT = UUserWidget> WidgetT* CreateWidget(UGameInstance* OwningObject, TSubclassOf<UUserWidget> UserWidgetClass = WidgetT::StaticClass(), FName WidgetName = NAME_None);
template <typename WidgetT = UUserWidget> WidgetT* CreateWidget(UWidget* OwningObject, TSubclassOf<UUserWidget> UserWidgetClass = WidgetT::StaticClass(), FName WidgetName = NAME_None);
