// Stand-in for Unreal 5.8's Components/WidgetComponent.h (UMG), transcribed from the real header:
// EWidgetSpace, the class and every UFUNCTION the generator binds from the part the stand-in engine
// reflects (GetUserWidgetObject, GetWidget, SetWidget), declared as the real header declares them, and the
// reflected properties in their real (protected) place. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "Templates/SubclassOf.h"
#include "Components/MeshComponent.h"
#include "Blueprint/UserWidget.h"

enum class EWidgetSpace : uint8
{
	World,
	Screen
};

class UWidgetComponent : public UMeshComponent
{
public:
	UUserWidget* GetUserWidgetObject() const;
	virtual UUserWidget* GetWidget() const;
	virtual void SetWidget(UUserWidget* Widget);

protected:
	EWidgetSpace Space;
	TSubclassOf<UUserWidget> WidgetClass;
};
