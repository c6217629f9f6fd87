// Stand-in for Unreal 5.8's Misc/App.h: declarations only (README.md).
#pragma once

#include "CoreTypes.h"

struct FApp { static const TCHAR* GetProjectName(); };
