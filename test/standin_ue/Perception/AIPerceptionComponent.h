// Stand-in for Unreal 5.8's Perception/AIPerceptionComponent.h (AIModule), transcribed from the latest
// public 5.x header (5.3+ form; docs/host.md): the class and every UFUNCTION the generator binds
// from the part the stand-in engine reflects (RequestStimuliListenerUpdate, ForgetAll), declared as
// the real header declares them; its delegates are properties the wrappers do not name.
// Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "Components/ActorComponent.h"

class UAIPerceptionComponent : public UActorComponent
{
public:
	void RequestStimuliListenerUpdate();
	void ForgetAll();
};
