// Stand-in for Unreal 5.8's UObject/ScriptDelegates.h (in Core): declarations only (README.md).
#pragma once

#include "CoreTypes.h"
#include "UObject/NameTypes.h"

class UObject;
class FScriptDelegate {
public:
    void BindUFunction(UObject* InObject, const FName& InFunctionName);
    void Unbind();
};
class FMulticastScriptDelegate {
public:
    template <class UObjectTemplate> void ProcessMulticastDelegate(void* Parameters) const;
};
