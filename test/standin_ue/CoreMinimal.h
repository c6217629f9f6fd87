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
// As Unreal types them on every platform (long long), not <cstdint>'s (long on Linux).
using int64 = signed long long;
using uint64 = unsigned long long;
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
    static FString ConstructFromPtrSize(const UTF8CHAR* Str, int32 Size);
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

struct FNameEntryId {
    uint32 ToUnstableInt() const;
    static FNameEntryId FromUnstableInt(uint32 UnstableInt);
};

class FName {
public:
    FName();
    FName(const TCHAR* Name);
    FName(FNameEntryId InComparisonIndex, FNameEntryId InDisplayIndex, int32 InNumber);
    FNameEntryId GetComparisonIndex() const;
    int32 GetNumber() const;
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

// CoreMinimal.h includes it.
#include "UObject/WeakObjectPtrTemplates.h"

// Core math structs (their headers are CoreMinimal's own), generated per test when present.
#if __has_include("StandinCoreTypes.h")
#include "StandinCoreTypes.h"
#endif
