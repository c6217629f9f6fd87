// Stand-in for Unreal's CoreMinimal.h: declarations only, for syntax checks of generated code.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>

#define UE_BUILD_DEBUG 0
#define UE_BUILD_DEVELOPMENT 1
#define UE_BUILD_SHIPPING 0

using int8 = std::int8_t;
using uint8 = std::uint8_t;
using int16 = std::int16_t;
using uint16 = std::uint16_t;
using int32 = std::int32_t;
using uint32 = std::uint32_t;
using int64 = std::int64_t;
using uint64 = std::uint64_t;
using ANSICHAR = char;
using TCHAR = char16_t;
using UTF8CHAR = char8_t;

class UObject;
class UClass;
class UInterface;

const TCHAR* RustealStandinUtf8ToTchar(const char* Utf8);
#define UTF8_TO_TCHAR(Str) RustealStandinUtf8ToTchar(Str)

class FString {
public:
    FString();
    FString(const TCHAR* Str);
    FString(const FString&);
    FString& operator=(const FString&);
    ~FString();
    const TCHAR* operator*() const;
    int32 Len() const;
};

class FText {
public:
    FText();
    static FText FromString(const FString& Str);
    static FText FromString(FString&& Str);
    FString ToString() const;
};

class FName {
public:
    FName();
    FName(const TCHAR* Name);
    bool operator==(const FName& Other) const;
};

template <typename T>
class TArray {
public:
    TArray();
    int32 Num() const;
    T* GetData();
    const T* GetData() const;
};

template <typename T>
class TSet {
public:
    TSet();
    int32 Num() const;
};

template <typename K, typename V>
class TMap {
public:
    TMap();
    int32 Num() const;
};

template <typename T>
class TSubclassOf {
public:
    TSubclassOf();
    TSubclassOf(UClass* From);
    UClass* Get() const;
    operator UClass*() const;
};

template <typename T>
class TSoftObjectPtr {
public:
    TSoftObjectPtr();
    TSoftObjectPtr(T* Object);
    T* Get() const;
};

template <typename T>
class TWeakObjectPtr {
public:
    TWeakObjectPtr();
    TWeakObjectPtr(T* Object);
    T* Get() const;
};

template <typename InterfaceType>
class TScriptInterface {
public:
    TScriptInterface();
    TScriptInterface(UObject* Object);
    UObject* GetObject() const;
};

template <typename TEnum>
class TEnumAsByte {
public:
    TEnumAsByte();
    TEnumAsByte(TEnum Value);
    TEnum GetValue() const;
    operator TEnum() const;
};

template <typename ToType>
class TStringConversion {
public:
    const ToType* Get() const;
    int32 Length() const;
};

template <typename ToType>
TStringConversion<ToType> StringCast(const TCHAR* Str);

bool IsValid(const UObject* Object);

// Core math structs (their headers are CoreMinimal's own), generated per test when present.
#if __has_include("StandinCoreTypes.h")
#include "StandinCoreTypes.h"
#endif
