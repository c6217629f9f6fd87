// UMG's UVisual, which the stand-in engine's reflection needs as the parent of UWidget, whose
// header (Components/Visual.h) was not read: the class, its parent and what the real class is
// known to be, nothing else (declared_here.h says why such files exist).
// Written for rusteal, not copied.
UCLASS(BlueprintType, Blueprintable, Abstract, MinimalAPI)
class UVisual : public UObject
{
    GENERATED_BODY()
};
