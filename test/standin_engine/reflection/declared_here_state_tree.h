// The StateTree module's base of Blueprint nodes, the parent of UStateTreeTaskBlueprintBase, whose
// header (Blueprint/StateTreeNodeBlueprintBase.h) was not read: the class, its parent and what the
// real class is known to be, nothing else (declared_here.h says why such files exist). Written
// for rusteal, not copied.
UCLASS(MinimalAPI, Abstract)
class UStateTreeNodeBlueprintBase : public UObject
{
    GENERATED_BODY()
};
