// Stand-in for Unreal 5.8's EnvironmentQuery/EnvQueryInstanceBlueprintWrapper.h (AIModule), transcribed
// from the latest public 5.x header (UE 5, in the 5.3+ form; docs/host.md): the class and every
// UFUNCTION the generator binds from it, declared as the real header declares them; its delegate
// OnQueryFinishedEvent is a property the wrappers do not name. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "UObject/Object.h"

class AActor;

class UEnvQueryInstanceBlueprintWrapper : public UObject
{
public:
	float GetItemScore(int32 ItemIndex) const;
	bool GetQueryResultsAsActors(TArray<AActor*>& ResultActors) const;
	bool GetQueryResultsAsLocations(TArray<FVector>& ResultLocations) const;
	void SetNamedParam(FName ParamName, float Value);
};
