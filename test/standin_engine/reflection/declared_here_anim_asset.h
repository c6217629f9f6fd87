// The base class of animation assets, which the stand-in engine's reflection needs as
// UAnimSequenceBase's parent, whose header (Animation/AnimationAsset.h) was not read: the class,
// its parent and what the real class is known to be, nothing else (declared_here.h says why such
// files exist). Written for rusteal, not copied.
UCLASS(abstract, MinimalAPI)
class UAnimationAsset : public UObject
{
    GENERATED_BODY()
};
