// The static mesh asset, which a static mesh component shows (SetStaticMesh), whose header
// (Engine/Classes/Engine/StaticMesh.h) was not read: the class and its parent, nothing else
// (declared_here.h says why such files exist). Written for rusteal, not copied.
UCLASS(MinimalAPI)
class UStaticMesh : public UStreamableRenderAsset
{
    GENERATED_BODY()
};
