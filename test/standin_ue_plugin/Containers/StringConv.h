// Stand-in for Unreal 5.8's Containers/StringConv.h: declarations only (README.md).
#pragma once

#include "CoreTypes.h"

class FUTF8ToTCHAR {
public:
    FUTF8ToTCHAR(const ANSICHAR* Source, int32 SourceLen);
    const TCHAR* Get() const;
    int32 Length() const;
};
class FTCHARToUTF8 {
public:
    explicit FTCHARToUTF8(const TCHAR* Source);
    const ANSICHAR* Get() const;
    int32 Length() const;
};
template <typename ToType>
class TStringConversion {
public:
    const ToType* Get() const;
    int32 Length() const;
};
template <typename ToType> TStringConversion<ToType> StringCast(const TCHAR* Str);
const TCHAR* StandInUtf8ToTChar(const ANSICHAR* Str);
const ANSICHAR* StandInTCharToUtf8(const TCHAR* Str);
#define UTF8_TO_TCHAR(Str) StandInUtf8ToTChar(Str)
#define TCHAR_TO_UTF8(Str) StandInTCharToUtf8(Str)
