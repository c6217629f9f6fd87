// Stand-in for Unreal 5.8's Delegates/IDelegateInstance.h: declarations only (README.md).
#pragma once

#include "CoreTypes.h"

class FDelegateHandle {};
