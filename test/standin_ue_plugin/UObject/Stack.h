// Stand-in for Unreal 5.8's UObject/Stack.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "UObject/Script.h"
#include "Logging/LogVerbosity.h"

class UFunction;
struct FFrame {
public:
    UFunction* Node;
    UObject* Object;
    uint8* Code;
    uint8* Locals;
    UFunction* CurrentNativeFunction;
    uint8* MostRecentPropertyAddress;
    template <class TProperty> void StepCompiledIn(void* Result);
    template <class TProperty, typename TNativeType> TNativeType& StepCompiledInRef(void* TemporaryBuffer);
    static void KismetExecutionMessage(const TCHAR* Message, ELogVerbosity::Type Verbosity, FName WarningId = FName());
};
