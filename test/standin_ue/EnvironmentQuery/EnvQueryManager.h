// Stand-in for Unreal 5.8's EnvironmentQuery/EnvQueryManager.h (AIModule), transcribed from the latest
// public 5.x header (5.3+ form; docs/host.md): the class and the UFUNCTION the generator binds from
// it (RunEQSQuery), declared as the real header declares it. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "Templates/SubclassOf.h"
#include "AISubsystem.h"

class UEnvQuery;
class UEnvQueryInstanceBlueprintWrapper;

class UEnvQueryManager : public UAISubsystem
{
public:
	static UEnvQueryInstanceBlueprintWrapper* RunEQSQuery(UObject* WorldContextObject, UEnvQuery* QueryTemplate, UObject* Querier, TEnumAsByte<EEnvQueryRunMode::Type> RunMode, TSubclassOf<UEnvQueryInstanceBlueprintWrapper> WrapperClass);
};
