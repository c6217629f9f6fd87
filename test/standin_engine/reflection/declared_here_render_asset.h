// The parent of the static mesh asset, whose header (Engine/Classes/Engine/StreamableRenderAsset.h)
// was not read: the class and its parent, nothing else (declared_here.h says why such files exist).
// Written for rusteal, not copied.
UCLASS(Abstract, MinimalAPI)
class UStreamableRenderAsset : public UObject
{
    GENERATED_BODY()
};
