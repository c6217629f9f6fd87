// The engine's navigation system base (Engine/Classes/AI/NavigationSystemBase.h, not read): the
// class, its parent and what the real class is known to be (declared_here_navigation.h). Written
// for rusteal, not copied.
UCLASS(abstract, MinimalAPI)
class UNavigationSystemBase : public UObject
{
    GENERATED_BODY()
};
