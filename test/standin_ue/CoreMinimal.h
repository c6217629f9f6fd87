// The generated wrappers' CoreMinimal.h: the stand-in of Unreal's (test/standin_ue_plugin, next on
// the include path: one stand-in of the engine's core for the plugin and the wrappers), with the
// build configuration UBT defines and the core math structs the test writes from the reflection.
#pragma once

#include_next "CoreMinimal.h"

#define UE_BUILD_DEBUG 0
#define UE_BUILD_DEVELOPMENT 1
#define UE_BUILD_SHIPPING 0

class UInterface;

// Core math structs (their headers are CoreMinimal's own), generated per test when present.
#if __has_include("StandinCoreTypes.h")
#include "StandinCoreTypes.h"
#endif
