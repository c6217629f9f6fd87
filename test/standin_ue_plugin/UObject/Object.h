// Stand-in for Unreal 5.8's UObject/Object.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "UObject/ObjectMacros.h"
#include "UObject/UObjectBaseUtility.h"
#include "UObject/ObjectPtr.h"
#include "UObject/UObjectGlobals.h"

class UFunction;
class UWorld;
class FProperty;
class UObject : public UObjectBaseUtility {
public:
    using Super = UObject;
    using ThisClass = UObject;
    static UClass* StaticClass();
    virtual ~UObject();
    UFunction* FindFunction(FName InName) const;
    virtual void ProcessEvent(UFunction* Function, void* Parms);
    virtual UWorld* GetWorld() const;
    UObject* GetDefaultSubobjectByName(FName ToFind);
    virtual bool Rename(const TCHAR* NewName = nullptr, UObject* NewOuter = nullptr, ERenameFlags Flags = REN_None);
    void LoadConfig(UClass* ConfigClass = nullptr, const TCHAR* Filename = nullptr, uint32 PropagationFlags = 0, FProperty* PropertyToLoad = nullptr);
};
