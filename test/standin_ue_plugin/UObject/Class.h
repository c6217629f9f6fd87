// Stand-in for Unreal 5.8's UObject/Class.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "UObject/ObjectPtr.h"
#include "UObject/Object.h"
#include "UObject/Script.h"

class FField;
class FProperty;
class UField : public UObject {
public:
    UField* Next;
    virtual void Bind();
};
class UStruct : public UField {
public:
    UField* Children;
    FField* ChildProperties;
    virtual void SetSuperStruct(UStruct* NewSuperStruct);
    UStruct* GetSuperStruct() const;
    virtual void AddCppProperty(FProperty* Property);
    virtual void StaticLink(bool bRelinkExistingProperties = false);
    int32 GetStructureSize() const;
    bool IsChildOf(const UStruct* SomeBase) const;
    template <typename T> bool IsChildOf() const;
    void SetMetaData(const TCHAR* Key, const TCHAR* InValue);
};
namespace EIncludeSuperFlag { enum Type { ExcludeSuper, IncludeSuper }; }
struct FImplementedInterface {
    UClass* Class;
    int32 PointerOffset;
    bool bImplementedByK2;
    FImplementedInterface(UClass* InClass, int32 InOffset, bool InImplementedByK2);
};
typedef void (*ClassConstructorType)(const FObjectInitializer&);
class UClass : public UStruct {
public:
    ClassConstructorType ClassConstructor;
    TObjectPtr<UClass> ClassWithin;
#if WITH_EDITORONLY_DATA
    TObjectPtr<UObject> ClassGeneratedBy; // editor-only since 5.1
#endif
    EClassFlags ClassFlags;
    EClassCastFlags ClassCastFlags;
    FName ClassConfigName;
    TArray<FImplementedInterface> Interfaces;
    UClass* GetSuperClass() const;
    bool HasAnyClassFlags(EClassFlags FlagsToCheck) const;
    bool ImplementsInterface(const UClass* SomeInterface) const;
    UObject* GetDefaultObject(bool bCreateIfNeeded = true) const;
    template <typename T> T* GetDefaultObject() const;
    UFunction* FindFunctionByName(FName InName, EIncludeSuperFlag::Type IncludeSuper = EIncludeSuperFlag::IncludeSuper) const;
    void AddFunctionToFunctionMap(UFunction* Function, FName FuncName);
    void RemoveFunctionFromFunctionMap(UFunction* Function);
    void ClearFunctionMapsCaches();
    void AssembleReferenceTokenStream(bool bForce = false);
};
class UFunction : public UStruct {
public:
    EFunctionFlags FunctionFlags;
    uint16 ParmsSize;
    void SetNativeFunc(FNativeFuncPtr InFunc);
    FProperty* GetReturnProperty() const;
    bool IsSignatureCompatibleWith(const UFunction* OtherFunction) const;
};
class UScriptStruct : public UStruct {
public:
    void InitializeStruct(void* Dest, int32 ArrayDim = 1) const;
    void DestroyStruct(void* Dest, int32 ArrayDim = 1) const;
    void CopyScriptStruct(void* Dest, void const* Src, int32 ArrayDim = 1) const;
    void PrepareCppStructOps();
};
enum class EEnumFlags : uint8 { None = 0 };
class UEnum : public UField {
public:
    enum class ECppForm { Regular, Namespaced, EnumClass };
    bool SetEnums(TArray<TPair<FName, int64>>& InNames, ECppForm InCppForm, EEnumFlags InFlags = EEnumFlags::None, bool bAddMaxKeyIfMissing = true);
    void SetMetaData(const TCHAR* Key, const TCHAR* InValue);
};
template <typename T> const T* GetDefault();
#define HEADER_GENERATED_DELEGATE_SIGNATURE_SUFFIX TEXT("__DelegateSignature")
