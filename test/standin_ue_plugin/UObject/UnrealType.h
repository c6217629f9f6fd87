// Stand-in for Unreal 5.8's UObject/UnrealType.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "UObject/ObjectMacros.h"
#include "UObject/Field.h"
#include "UObject/Class.h"
#include "UObject/SoftObjectPtr.h"

class UScriptStruct;
class FProperty : public FField {
public:
    int32 ArrayDim; // public, as Unreal's (there is no GetArrayDim())
    UE_DEPRECATED(5.5, "Use GetElementSize/SetElementSize instead.")
    int32 ElementSize;
    FProperty(FFieldVariant InOwner, const FName& InName);
    UE_DEPRECATED(5.8, "FProperty constructor with InObjectFlags is deprecated, remove that parameter.")
    FProperty(FFieldVariant InOwner, const FName& InName, EObjectFlags InObjectFlags);
    int32 GetElementSize() const;
    int32 GetSize() const;
    int32 GetMinAlignment() const;
    int32 GetOffset_ForInternal() const;
    bool HasAnyPropertyFlags(uint64 FlagsToCheck) const;
    void SetPropertyFlags(EPropertyFlags NewFlags);
    template <typename ValueType> ValueType* ContainerPtrToValuePtr(void* ContainerPtr, int32 ArrayIndex = 0) const;
    template <typename ValueType> const ValueType* ContainerPtrToValuePtr(const void* ContainerPtr, int32 ArrayIndex = 0) const;
    void InitializeValue(void* Dest) const;
    void InitializeValue_InContainer(void* Dest) const;
    void DestroyValue(void* Dest) const;
    void DestroyValue_InContainer(void* Dest) const;
    void CopyCompleteValue(void* Dest, void const* Src) const;
    void CopySingleValue(void* Dest, void const* Src) const;
};
template <typename T> T* FindFProperty(const UStruct* Owner, FName FieldName);
template <typename InTCppType>
class TProperty : public FProperty {
public:
    using FProperty::FProperty;
    static InTCppType GetPropertyValue(void const* A);
    static void SetPropertyValue(void* A, const InTCppType& Value);
};
class FNumericProperty : public FProperty {
public:
    using FProperty::FProperty;
    virtual int64 GetSignedIntPropertyValue(void const* Data) const;
    // Both of Unreal's overloads: an argument of neither type (int64_t is `long` on Linux, int64
    // `long long`) is ambiguous there, and so here.
    virtual void SetIntPropertyValue(void* Data, uint64 Value) const;
    virtual void SetIntPropertyValue(void* Data, int64 Value) const;
};
template <typename T>
class TProperty_Numeric : public FNumericProperty {
public:
    using FNumericProperty::FNumericProperty;
    static T GetPropertyValue(void const* A);
    static void SetPropertyValue(void* A, const T& Value);
};
class FBoolProperty : public FProperty {
public:
    using FProperty::FProperty;
    bool GetPropertyValue(void const* A) const;
    void SetPropertyValue(void* A, bool Value) const;
    void SetBoolSize(const uint32 InSize, const bool bIsNativeBool = false, const uint32 InBitMask = 0);
};
class FIntProperty : public TProperty_Numeric<int32> { public: using TProperty_Numeric::TProperty_Numeric; };
class FInt64Property : public TProperty_Numeric<int64> { public: using TProperty_Numeric::TProperty_Numeric; };
class FByteProperty : public TProperty_Numeric<uint8> { public: using TProperty_Numeric::TProperty_Numeric; };
class FFloatProperty : public TProperty_Numeric<float> { public: using TProperty_Numeric::TProperty_Numeric; };
class FDoubleProperty : public TProperty_Numeric<double> { public: using TProperty_Numeric::TProperty_Numeric; };
class FStrProperty : public TProperty<FString> { public: using TProperty::TProperty; };
class FNameProperty : public TProperty<FName> { public: using TProperty::TProperty; };
class FObjectPropertyBase : public FProperty {
public:
    using FProperty::FProperty;
    UClass* PropertyClass;
    UObject* GetObjectPropertyValue(const void* PropertyValueAddress) const;
    void SetObjectPropertyValue(void* PropertyValueAddress, UObject* Value) const;
    void SetObjectPropertyValue_InContainer(void* PropertyValueAddress, UObject* Value, int32 ArrayIndex = 0) const;
    UObject* GetObjectPropertyValue_InContainer(const void* ContainerAddress, int32 ArrayIndex = 0) const;
};
class FObjectProperty : public FObjectPropertyBase { public: using FObjectPropertyBase::FObjectPropertyBase; };
class FClassProperty : public FObjectProperty {
public:
    using FObjectProperty::FObjectProperty;
    UClass* MetaClass;
};
class FWeakObjectProperty : public FObjectPropertyBase { public: using FObjectPropertyBase::FObjectPropertyBase; };
class FSoftObjectProperty : public FObjectPropertyBase {
public:
    using FObjectPropertyBase::FObjectPropertyBase;
    static FSoftObjectPtr GetPropertyValue(void const* A);
    static void SetPropertyValue(void* A, const FSoftObjectPtr& Value);
};
class FStructProperty : public FProperty {
public:
    using FProperty::FProperty;
    UScriptStruct* Struct;
};
class FArrayProperty : public FProperty {
public:
    using FProperty::FProperty;
    FProperty* Inner;
    void AddCppProperty(FProperty* Property);
};
class FSetProperty : public FProperty {
public:
    using FProperty::FProperty;
    FProperty* ElementProp;
    void AddCppProperty(FProperty* Property);
};
class FMapProperty : public FProperty {
public:
    using FProperty::FProperty;
    FProperty* KeyProp;
    FProperty* ValueProp;
    void AddCppProperty(FProperty* Property);
};
class FDelegateProperty : public FProperty {
public:
    using FProperty::FProperty;
    UFunction* SignatureFunction;
    FScriptDelegate* GetPropertyValuePtr_InContainer(void* A, int32 ArrayIndex = 0) const;
};
class FMulticastDelegateProperty : public FProperty {
public:
    using FProperty::FProperty;
    UFunction* SignatureFunction;
    virtual const FMulticastScriptDelegate* GetMulticastDelegate(const void* PropertyValue) const;
    virtual void AddDelegate(FScriptDelegate ScriptDelegate, UObject* Parent = nullptr, void* PropertyValue = nullptr) const;
    virtual void RemoveDelegate(const FScriptDelegate& ScriptDelegate, UObject* Parent = nullptr, void* PropertyValue = nullptr) const;
};
class FMulticastInlineDelegateProperty : public FMulticastDelegateProperty {
public:
    using FMulticastDelegateProperty::FMulticastDelegateProperty;
};
class FScriptArrayHelper {
public:
    FScriptArrayHelper(const FArrayProperty* InProperty, const void* InArray);
    int32 Num() const;
    bool IsValidIndex(int32 Index) const;
    uint8* GetRawPtr(int32 Index = 0);
    int32 AddValue();
    void RemoveValues(int32 Index, int32 Count = 1);
    void EmptyValues(int32 Slack = 0);
};
class FScriptMapHelper {
public:
    FScriptMapHelper(const FMapProperty* InProperty, const void* InMap);
    int32 Num() const;
    int32 GetMaxIndex() const;
    bool IsValidIndex(int32 Index) const;
    uint8* GetKeyPtr(int32 Index);
    uint8* GetValuePtr(int32 Index);
    uint8* FindValueFromHash(const void* KeyPtr);
    void AddPair(const void* KeyPtr, const void* ValuePtr);
    bool RemovePair(const void* KeyPtr);
    void EmptyValues(int32 Slack = 0);
};
class FScriptSetHelper {
public:
    FScriptSetHelper(const FSetProperty* InProperty, const void* InSet);
    int32 Num() const;
    int32 GetMaxIndex() const;
    bool IsValidIndex(int32 Index) const;
    uint8* GetElementPtr(int32 Index);
    void AddElement(const void* ElementToAdd);
    bool RemoveElement(const void* ElementToRemove);
    int32 FindElementIndex(const void* ElementToFind) const;
    void EmptyElements(int32 Slack = 0);
};
namespace EFieldIteratorFlags { enum SuperClassFlags { ExcludeSuper = 0, IncludeSuper }; }
template <typename T>
class TFieldIterator {
public:
    TFieldIterator(const UStruct* InStruct, EFieldIteratorFlags::SuperClassFlags InSuperClassFlags = EFieldIteratorFlags::IncludeSuper);
    explicit operator bool() const;
    TFieldIterator& operator++();
    T* operator*() const;
    T* operator->() const;
};
