// The animation asset classes the stand-in engine's reflection needs as a montage and its parent,
// whose headers (Animation/AnimCompositeBase.h, AnimMontage.h) were not read: the
// class, its parent and what the real class is known to be, nothing else (declared_here.h says
// why such files exist). Written for rusteal, not copied.
UCLASS(abstract, MinimalAPI)
class UAnimCompositeBase : public UAnimSequenceBase
{
    GENERATED_BODY()
};
UCLASS(config=Engine, hidecategories=(UObject, Length), MinimalAPI, BlueprintType)
class UAnimMontage : public UAnimCompositeBase
{
    GENERATED_BODY()
};
