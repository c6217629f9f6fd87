// Stand-in for Unreal 5.8's Components/StateTreeComponent.h (the GameplayStateTree plugin's
// GameplayStateTreeModule), transcribed from the real header: the class and every UFUNCTION the
// generator binds from the part the stand-in engine reflects (SetStartLogicAutomatically), with the
// real declaration. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "BrainComponent.h"

class UStateTreeComponent : public UBrainComponent
{
public:
	void SetStartLogicAutomatically(const bool bInStartLogicAutomatically);

protected:
	bool bStartLogicAutomatically = true;
};
