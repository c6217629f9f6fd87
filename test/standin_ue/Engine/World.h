// Stand-in for Unreal 5.8's Engine/World.h (Engine), transcribed from the real header: the class and
// the UFUNCTION the generator binds (public in the real header). The plugin's own declarations of
// this header (SpawnActor, WorldType) are in test/standin_ue_plugin. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "UObject/Object.h"

class UWorld : public UObject
{
public:
	void HandleTimelineScrubbed();
};
