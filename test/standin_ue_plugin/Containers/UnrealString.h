// Stand-in for Unreal 5.8's Containers/UnrealString.h (README.md): declarations, with the
// characters held in a std::basic_string; test/standin_ue_plugin_runtime defines what its
// behaviour tests run.
#pragma once

#include "CoreTypes.h"
#include "Containers/Array.h"

#include <string>

class FString {
public:
    FString();
    FString(const TCHAR* Str);
    UE_DEPRECATED(5.4, "Use FString::ConstructFromPtrSize")
    explicit FString(int32 InCount, const TCHAR* InSrc);
    static FString ConstructFromPtrSize(const ANSICHAR* Str, int32 Size);
    static FString ConstructFromPtrSize(const WIDECHAR* Str, int32 Size);
    static FString ConstructFromPtrSize(const UTF8CHAR* Str, int32 Size);
    const TCHAR* operator*() const;
    bool IsEmpty() const;
    int32 Len() const;
    bool StartsWith(const TCHAR* Prefix) const;
    bool ToBool() const;
    int32 ParseIntoArray(TArray<FString>& OutArray, const TCHAR* pchDelim, bool InCullEmpty = true) const;
    FString& operator+=(const FString& Str);
    template <typename... Types> static FString Printf(const TCHAR* Fmt, Types... Args);
    static FString Join(const TArray<FString>& Array, const TCHAR* Separator);

private:
    std::basic_string<TCHAR> Data;
};
FString operator+(const FString& Lhs, const FString& Rhs);
FString operator+(const TCHAR* Lhs, const FString& Rhs);
FString operator+(const FString& Lhs, const TCHAR* Rhs);
bool operator==(const FString& Lhs, const FString& Rhs);
bool operator!=(const FString& Lhs, const FString& Rhs);
bool operator!=(const FString& Lhs, const TCHAR* Rhs);
bool operator!=(const TCHAR* Lhs, const FString& Rhs);
