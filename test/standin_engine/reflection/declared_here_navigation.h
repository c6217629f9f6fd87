// The navigation system's classes the stand-in engine's reflection needs as parents and as
// types, whose headers (NavigationSystem/Public/NavigationData.h, NavMesh/RecastNavMesh.h,
// Engine/Classes/AI/NavigationSystemBase.h) were not read: each class, its parent and what the
// real class is known to be, nothing else (declared_here.h says why such files exist). Written
// for rusteal, not copied; headers.txt gives each class's include path.
UCLASS(abstract, MinimalAPI)
class ANavigationData : public AActor
{
    GENERATED_BODY()
};
