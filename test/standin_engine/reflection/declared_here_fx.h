// The engine's effect base classes the stand-in engine's reflection needs as parents of Niagara's
// system and component, whose headers (Particles/ParticleSystem.h, Particles/ParticleSystemComponent.h)
// were not read: the class, its parent and what the real class is known to be, nothing else
// (declared_here.h says why such files exist). Written for rusteal, not copied.
UCLASS(abstract, MinimalAPI)
class UFXSystemAsset : public UObject
{
    GENERATED_BODY()
};
UCLASS(Abstract, MinimalAPI)
class UFXSystemComponent : public UPrimitiveComponent
{
    GENERATED_BODY()
};
