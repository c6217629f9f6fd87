// Stand-in for Unreal 5.8's BrainComponent.h (AIModule), transcribed from the latest public 5.x header
// (5.3+ form; docs/host.md): the class and every UFUNCTION the generator binds from it (the logic
// functions), declared as the real header declares them. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "Components/ActorComponent.h"

class UBrainComponent : public UActorComponent
{
public:
	virtual void StartLogic();
	virtual void RestartLogic();
	virtual void StopLogic(const FString& Reason);
	virtual bool IsRunning() const;
	virtual bool IsPaused() const;
};
