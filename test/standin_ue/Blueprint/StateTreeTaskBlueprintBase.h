// Stand-in for Unreal 5.8's Blueprint/StateTreeTaskBlueprintBase.h (the StateTree plugin's
// StateTreeModule), transcribed from the latest public copy (5.6+ form; docs/host.md): the class and
// every UFUNCTION the generator binds from the part the stand-in engine reflects (the latent enter,
// exit and tick events, FinishTask), with the real declaration. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "Blueprint/StateTreeNodeBlueprintBase.h"
#include "StateTreeExecutionTypes.h"

class UStateTreeTaskBlueprintBase : public UStateTreeNodeBlueprintBase
{
public:
	void ReceiveLatentEnterState(const FStateTreeTransitionResult& Transition);
	void ReceiveExitState(const FStateTreeTransitionResult& Transition);
	void ReceiveLatentTick(const float DeltaTime);

protected:
	void FinishTask(const bool bSucceeded = true);

	uint8 bShouldStateChangeOnReselect : 1;
	uint8 bShouldCallTick : 1;
	uint8 bShouldCallTickOnlyOnEvents : 1;
	uint8 bShouldCopyBoundPropertiesOnTick : 1;
	uint8 bShouldCopyBoundPropertiesOnExitState : 1;
};
