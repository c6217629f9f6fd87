// The AI module's brain component, the parent of the StateTree components, whose header
// (AIModule/Classes/BrainComponent.h) was not read: the class, its parent and what the real class
// is known to be, nothing else (declared_here.h says why such files exist). Written for rusteal,
// not copied.
UCLASS(ClassGroup = AI, BlueprintType, MinimalAPI)
class UBrainComponent : public UActorComponent
{
    GENERATED_BODY()
};
