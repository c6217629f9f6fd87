// Stand-in for Unreal 5.8's Logging/LogMacros.h: declarations only (README.md).
#pragma once

#include "CoreTypes.h"
#include "Logging/LogCategory.h"
#include "Logging/LogVerbosity.h"

// As Unreal's: the module that defines a category exports it with its own _API macro.
#define DECLARE_LOG_CATEGORY_EXTERN(CategoryName, DefaultVerbosity, CompileTimeVerbosity) extern FLogCategoryBase CategoryName
#define DEFINE_LOG_CATEGORY(CategoryName) FLogCategoryBase CategoryName{TEXT(#CategoryName)}
template <typename... Types> void StandInLog(const FLogCategoryBase& Category, ELogVerbosity::Type Verbosity, const TCHAR* Fmt, Types... Args);
// A braced block, as Unreal's UE_LOG expands to: `if (A) UE_LOG(...); else ...` does not compile.
#define UE_LOG(CategoryName, Verbosity, Format, ...) \
    { StandInLog(CategoryName, ELogVerbosity::Verbosity, Format, ##__VA_ARGS__); }
