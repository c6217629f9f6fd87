// Stand-in for Unreal 5.8's UObject/UObjectGlobals.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "UObject/ObjectMacros.h"

class UObject;
class UClass;
class UPackage;
class FObjectInitializer {
public:
    UObject* GetObj() const;
    UClass* GetClass() const;
    UObject* CreateDefaultSubobject(UObject* Outer, FName SubobjectFName, const UClass* ReturnType, const UClass* ClassToCreateByDefault, bool bIsRequired = true, bool bIsTransient = false) const;
};
enum class EFindFirstObjectOptions : uint32 { None = 0, ExactClass = 1, NativeFirst = 2 };
template <typename T> T* NewObject(UObject* Outer, FName Name = NAME_None, EObjectFlags Flags = RF_NoFlags);
template <typename T> T* NewObject(UObject* Outer, const UClass* Class, FName Name = NAME_None, EObjectFlags Flags = RF_NoFlags);
template <typename T> T* FindObject(UObject* Outer, const TCHAR* Name, bool ExactClass = false);
template <typename T> T* FindFirstObject(const TCHAR* Name, EFindFirstObjectOptions Options = EFindFirstObjectOptions::None);
template <typename T> T* LoadObject(UObject* Outer, const TCHAR* Name, const TCHAR* Filename = nullptr, uint32 LoadFlags = 0);
UObject* StaticFindObject(UClass* Class, UObject* InOuter, const TCHAR* Name, bool ExactClass = false);
UObject* StaticLoadObject(UClass* Class, UObject* InOuter, const TCHAR* Name, const TCHAR* Filename = nullptr, uint32 LoadFlags = 0);
UPackage* GetTransientPackage();
UPackage* FindPackage(UObject* InOuter, const TCHAR* PackageName);
UPackage* CreatePackage(const TCHAR* PackageName);
#define GET_FUNCTION_NAME_CHECKED(ClassName, FunctionName) FName(TEXT(#FunctionName))
