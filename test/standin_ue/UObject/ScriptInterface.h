// Stand-in for Unreal's UObject/ScriptInterface.h.
#pragma once
#include "CoreMinimal.h"

template <typename InterfaceType>
class TScriptInterface {
public:
    TScriptInterface();
    TScriptInterface(UObject* Object);
    UObject* GetObject() const;
};
