// The font asset AHUD::DrawText takes, whose header (Engine/Classes/Engine/Font.h) was not read: the
// class and its parent, nothing else (declared_here.h says why such files exist). Written for
// rusteal, not copied.
UCLASS(BlueprintType, MinimalAPI)
class UFont : public UObject
{
    GENERATED_BODY()
};
