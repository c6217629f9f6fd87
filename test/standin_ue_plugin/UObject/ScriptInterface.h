// Stand-in for Unreal 5.8's UObject/ScriptInterface.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"

class UObject;
template <typename InterfaceType>
class TScriptInterface {
public:
    TScriptInterface();
    TScriptInterface(UObject* Object);
    UObject* GetObject() const;
};
