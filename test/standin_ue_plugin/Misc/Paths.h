// Stand-in for Unreal 5.8's Misc/Paths.h: declarations only (README.md).
#pragma once

#include "CoreTypes.h"
#include "Containers/UnrealString.h"

struct FPaths {
    static FString ProjectDir();
    static FString ProjectPluginsDir();
    static FString ConvertRelativePathToFull(const FString& InPath);
    template <typename... Paths> static FString Combine(Paths&&... InPaths);
};
