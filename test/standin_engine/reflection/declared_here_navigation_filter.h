// The navigation query filter (NavigationSystem/Public/NavFilters/NavigationQueryFilter.h, not
// read), the class the navigation queries take a subclass of: the class, its parent and what the
// real class is known to be (declared_here_navigation.h). Written for rusteal, not copied.
UCLASS(Abstract, Blueprintable, MinimalAPI)
class UNavigationQueryFilter : public UObject
{
    GENERATED_BODY()
};
