// AIModule's base of AI subsystems, the parent of UEnvQueryManager, whose header (AISubsystem.h) was
// not read: the class, its parent and what the real class is known to be, nothing else
// (declared_here.h says why such files exist). Written for rusteal, not copied.
UCLASS(Abstract, MinimalAPI)
class UAISubsystem : public UObject
{
    GENERATED_BODY()
};
