// Stand-in for Unreal 5.8's Misc/OutputDevice.h: declarations only (README.md).
#pragma once

#include "CoreTypes.h"

class FOutputDevice {};
