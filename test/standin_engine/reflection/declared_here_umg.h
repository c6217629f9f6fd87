// UMG's widget classes the stand-in engine's reflection needs as parents of UUserWidget, whose
// headers (Components/Visual.h, Components/Widget.h) were not read: the class, its parent and
// what the real class is known to be, nothing else (declared_here.h says why such files exist).
// Written for rusteal, not copied.
UCLASS(BlueprintType, Blueprintable, Abstract, MinimalAPI)
class UVisual : public UObject
{
    GENERATED_BODY()
};
UCLASS(Abstract, BlueprintType, Blueprintable, CustomFieldNotify, MinimalAPI)
class UWidget : public UVisual
{
    GENERATED_BODY()
};
