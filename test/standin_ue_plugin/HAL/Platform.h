// Stand-in for Unreal 5.8's HAL/Platform.h, for Linux and (compiled by MinGW, _WIN32) Windows:
// declarations only (README.md).
#pragma once

#include <cstddef>
#include <cstdint>

// Unreal's own integer types, the same on every platform: int64 is long long (not <cstdint>'s
// int64_t, which is long on Linux).
typedef unsigned char uint8;
typedef unsigned short int uint16;
typedef unsigned int uint32;
typedef unsigned long long uint64;
typedef signed char int8;
typedef signed short int int16;
typedef signed int int32;
typedef signed long long int64;
typedef std::size_t SIZE_T;
typedef char ANSICHAR;
typedef char8_t UTF8CHAR;
#if defined(_WIN32)
// Windows: TCHAR is wchar_t (16 bits there), libraries export with __declspec.
typedef wchar_t WIDECHAR;
typedef WIDECHAR TCHAR;
#define TEXT(x) L##x
#define PLATFORM_WINDOWS 1
#define PLATFORM_MAC 0
#define PLATFORM_LINUX 0
#define DLLEXPORT __declspec(dllexport)
#define DLLIMPORT __declspec(dllimport)
#else
typedef char16_t WIDECHAR;
typedef WIDECHAR TCHAR; // Unix platforms
#define TEXT(x) u##x
#define PLATFORM_WINDOWS 0
#define PLATFORM_MAC 0
#define PLATFORM_LINUX 1
#define DLLEXPORT __attribute__((visibility("default")))
#define DLLIMPORT __attribute__((visibility("default")))
#endif
#define UE_DEPRECATED(Version, Message) [[deprecated(Message)]]
#define PRAGMA_DISABLE_DEPRECATION_WARNINGS _Pragma("GCC diagnostic push") _Pragma("GCC diagnostic ignored \"-Wdeprecated-declarations\"")
#define PRAGMA_ENABLE_DEPRECATION_WARNINGS _Pragma("GCC diagnostic pop")
