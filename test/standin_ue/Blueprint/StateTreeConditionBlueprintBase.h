// Stand-in for Unreal 5.8's Blueprint/StateTreeConditionBlueprintBase.h (the StateTree plugin's
// StateTreeModule), transcribed from the latest public copy (5.6+ form; docs/host.md): the class and
// its Blueprint event ReceiveTestCondition, with the real declaration. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "Blueprint/StateTreeNodeBlueprintBase.h"

class UStateTreeConditionBlueprintBase : public UStateTreeNodeBlueprintBase
{
public:
	bool ReceiveTestCondition() const;
};
