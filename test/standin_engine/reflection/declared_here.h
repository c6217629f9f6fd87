// Classes the stand-in engine's reflection needs as parents whose Unreal header the
// reflection was not made from (not in the index the headers were read from, or not read yet):
// the class, its parent and what the real class is known to be (abstract, MinimalAPI or an
// API macro), and nothing else, so they carry no members. Written for rusteal, not copied;
// headers.txt says which classes come from here. Replace a class here by its header's excerpt
// when that header is read.
UCLASS(abstract, MinimalAPI)
class UPawnMovementComponent : public UNavMovementComponent
{
    GENERATED_BODY()
};
UCLASS(abstract, editinlinenew, meta=(BlueprintSpawnableComponent), MinimalAPI)
class UShapeComponent : public UPrimitiveComponent
{
    GENERATED_BODY()
};
UCLASS(abstract, MinimalAPI)
class UMeshComponent : public UPrimitiveComponent
{
    GENERATED_BODY()
};
UCLASS(abstract, config=Engine, editinlinenew, MinimalAPI)
class USkinnedMeshComponent : public UMeshComponent
{
    GENERATED_BODY()
};
UCLASS(abstract, MinimalAPI)
class AInfo : public AActor
{
    GENERATED_BODY()
};
UCLASS(hidecategories=(Lighting, LightColor, Force), ClassGroup=Navigation, MinimalAPI, NotBlueprintable, abstract)
class ANavigationObjectBase : public AActor
{
    GENERATED_BODY()
};
