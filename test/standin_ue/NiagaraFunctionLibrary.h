// Stand-in for Unreal 5.8's NiagaraFunctionLibrary.h (the Niagara plugin), transcribed from the
// real header: the class and SpawnSystemAtLocation, the function the stand-in engine reflects,
// declared as the real header declares it. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "Kismet/BlueprintFunctionLibrary.h"

class UNiagaraComponent;
class UNiagaraSystem;

class UNiagaraFunctionLibrary : public UBlueprintFunctionLibrary
{
public:
	static UNiagaraComponent* SpawnSystemAtLocation(const UObject* WorldContextObject, class UNiagaraSystem* SystemTemplate, FVector Location, FRotator Rotation = FRotator::ZeroRotator, FVector Scale = FVector(1.f), bool bAutoDestroy = true, bool bAutoActivate = true, ENCPoolMethod PoolingMethod = ENCPoolMethod::None, bool bPreCullCheck = true);
};
