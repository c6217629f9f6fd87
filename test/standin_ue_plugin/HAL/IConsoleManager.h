// Stand-in for Unreal 5.8's HAL/IConsoleManager.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"

class UWorld;
enum EConsoleVariableFlags : uint32 { ECVF_Default = 0, ECVF_SetByCode = 0x0C000000 };
class IConsoleObject { public: virtual ~IConsoleObject(); };
class IConsoleVariable : public IConsoleObject {
public:
    virtual FString GetString() const = 0;
    virtual void Set(const TCHAR* InValue, EConsoleVariableFlags SetBy = ECVF_SetByCode) = 0;
};
class IConsoleCommand : public IConsoleObject {};
using FConsoleCommandWithArgsDelegate = TDelegate<void(const TArray<FString>&)>;
using FConsoleCommandWithWorldAndArgsDelegate = TDelegate<void(const TArray<FString>&, UWorld*)>;
class IConsoleManager {
public:
    static IConsoleManager& Get();
    virtual IConsoleCommand* RegisterConsoleCommand(const TCHAR* Name, const TCHAR* Help, const FConsoleCommandWithWorldAndArgsDelegate& Command, uint32 Flags = ECVF_Default) = 0;
    virtual IConsoleVariable* RegisterConsoleVariable(const TCHAR* Name, bool DefaultValue, const TCHAR* Help, uint32 Flags = ECVF_Default) = 0;
    virtual IConsoleVariable* RegisterConsoleVariable(const TCHAR* Name, int32 DefaultValue, const TCHAR* Help, uint32 Flags = ECVF_Default) = 0;
    virtual IConsoleVariable* RegisterConsoleVariable(const TCHAR* Name, float DefaultValue, const TCHAR* Help, uint32 Flags = ECVF_Default) = 0;
    virtual IConsoleVariable* RegisterConsoleVariable(const TCHAR* Name, const FString& DefaultValue, const TCHAR* Help, uint32 Flags = ECVF_Default) = 0;
    virtual IConsoleObject* FindConsoleObject(const TCHAR* Name, bool bTrackFrequentCalls = true) const = 0;
    virtual IConsoleVariable* FindConsoleVariable(const TCHAR* Name, bool bTrackFrequentCalls = true) const = 0;
    virtual void UnregisterConsoleObject(IConsoleObject* ConsoleObject, bool bKeepState = true) = 0;
};
class FAutoConsoleCommand {
public:
    FAutoConsoleCommand(const TCHAR* Name, const TCHAR* Help, const FConsoleCommandWithArgsDelegate& Command, uint32 Flags = ECVF_Default);
};
