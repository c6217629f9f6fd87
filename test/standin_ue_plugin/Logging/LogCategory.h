// Stand-in for Unreal 5.8's Logging/LogCategory.h: declarations only (README.md).
#pragma once

#include "CoreTypes.h"
#include "Logging/LogVerbosity.h"

struct FLogCategoryBase { const TCHAR* Name; };
