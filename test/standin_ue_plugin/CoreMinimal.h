// Stand-in for Unreal 5.8's CoreMinimal.h (the same Core headers, in the same order, that Unreal's includes): declarations only (README.md).
#pragma once

#include "CoreTypes.h"
#include "Misc/OutputDevice.h"
#include "HAL/PlatformMisc.h"
#include "Misc/AssertionMacros.h"
#include "HAL/UnrealMemory.h"
#include "Templates/UnrealTemplate.h"
#include "Containers/ContainerAllocationPolicies.h"
#include "Misc/CString.h"
#include "Math/UnrealMathUtility.h"
#include "Containers/UnrealString.h"
#include "Containers/Array.h"
#include "Containers/StringConv.h"
#include "UObject/UnrealNames.h"
#include "UObject/NameTypes.h"
#include "Templates/Function.h"
#include "Containers/Set.h"
#include "Containers/Map.h"
#include "Logging/LogCategory.h"
#include "Logging/LogMacros.h"
#include "Containers/EnumAsByte.h"
#include "CoreGlobals.h"
#include "Templates/SharedPointer.h"
#include "UObject/WeakObjectPtrTemplates.h"
#include "Delegates/IDelegateInstance.h"
#include "Templates/Tuple.h"
#include "UObject/ScriptDelegates.h"
#include "Delegates/Delegate.h"
#include "Templates/UniquePtr.h"
#include "Internationalization/Text.h"
#include "Math/Transform.h"

// The reflected core math structs and enums the generated wrappers' tests derive from the
// exporter's JSON (test/support/standin_headers.cpp), present only on those tests' include path.
#if __has_include("StandinCoreTypes.h")
#include "StandinCoreTypes.h"
#endif
