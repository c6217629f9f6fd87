// Stand-in for Unreal 5.8's Logging/TokenizedMessage.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"

class FTokenizedMessage {};
