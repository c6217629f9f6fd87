// The pawn noise emitter, a component the Shooter variant's character carries for AI hearing, whose
// header (Engine/Classes/Components/PawnNoiseEmitterComponent.h) was not read: the class, its parent
// and what the real class is known to be (UE 4's header: ClassGroup=AI, a Blueprint-spawnable
// component, exported with ENGINE_API), nothing else (declared_here.h says why such files exist).
// Written for rusteal, not copied.
UCLASS(ClassGroup = AI, meta = (BlueprintSpawnableComponent))
class ENGINE_API UPawnNoiseEmitterComponent : public UActorComponent
{
    GENERATED_BODY()
};
