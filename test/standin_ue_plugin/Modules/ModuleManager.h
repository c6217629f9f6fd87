// Stand-in for Unreal 5.8's Modules/ModuleManager.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "Modules/ModuleInterface.h"

class FDefaultModuleImpl : public IModuleInterface {};
#define IMPLEMENT_MODULE(ModuleImplClass, ModuleName) \
    extern "C" IModuleInterface* InitializeModule_##ModuleName() { return new ModuleImplClass(); }
