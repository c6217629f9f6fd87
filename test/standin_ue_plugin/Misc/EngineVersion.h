// Stand-in for Unreal 5.8's Misc/EngineVersion.h: declarations only (README.md).
#pragma once

#include "CoreTypes.h"
#include "Containers/UnrealString.h"

class FEngineVersion {
public:
    static const FEngineVersion& Current();
    FString ToString() const;
};
