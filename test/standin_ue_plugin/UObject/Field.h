// Stand-in for Unreal 5.8's UObject/Field.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "UObject/ObjectMacros.h"

class UObject;
class UClass;
class FField;
class FFieldVariant {
public:
    FFieldVariant(UObject* InObject);
    FFieldVariant(FField* InField);
};
class FFieldClass {
public:
    FString GetName() const;
};
class FField {
public:
    FField* Next;
    virtual ~FField();
    FString GetName() const;
    FName GetFName() const;
    FFieldClass* GetClass() const;
    UClass* GetOwnerClass() const;
    void SetMetaData(const FName& Key, const TCHAR* InValue);
    static FField* Duplicate(const FField* InField, FFieldVariant DestOwner, const FName DestName = NAME_None, EObjectFlags FlagMask = RF_NoFlags, EInternalObjectFlags InternalFlagsMask = EInternalObjectFlags::None);
};
template <typename To> To* CastField(FField* Src);
template <typename To> const To* CastField(const FField* Src);
