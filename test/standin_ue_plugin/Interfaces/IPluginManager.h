// Stand-in for Unreal 5.8's Interfaces/IPluginManager.h (Projects module): declarations only (README.md).
#pragma once

#include "CoreMinimal.h"

class IPlugin {
public:
    virtual ~IPlugin();
    virtual FString GetBaseDir() const = 0;
};
class IPluginManager {
public:
    static IPluginManager& Get();
    virtual TSharedPtr<IPlugin> FindPlugin(const FString& Name) = 0;
};
