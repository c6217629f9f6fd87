// Stand-in for Unreal 5.8's CoreGlobals.h: declarations only (README.md).
#pragma once

#include "CoreTypes.h"
#include "Misc/OutputDevice.h"

extern FOutputDevice* GLog;
extern bool GIsEditor;
