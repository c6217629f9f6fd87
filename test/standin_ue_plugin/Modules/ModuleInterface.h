// Stand-in for Unreal 5.8's Modules/ModuleInterface.h: declarations only (README.md).
#pragma once

#include "CoreTypes.h"

class IModuleInterface {
public:
    virtual ~IModuleInterface();
    virtual void StartupModule();
    virtual void ShutdownModule();
};
