// The Recast navigation mesh actor (NavigationSystem/Public/NavMesh/RecastNavMesh.h, not read):
// the class, its parent and what the real class is known to be (declared_here_navigation.h).
// Written for rusteal, not copied.
UCLASS(config=Engine, defaultconfig, notplaceable, MinimalAPI)
class ARecastNavMesh : public ANavigationData
{
    GENERATED_BODY()
};
