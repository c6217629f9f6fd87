// Stand-in for Unreal 5.8's InputTriggers.h (EnhancedInput): declarations only (README.md).
#pragma once

#include "CoreMinimal.h"

enum class ETriggerEvent : uint8 { None = 0, Triggered = 1, Started = 2, Ongoing = 4, Canceled = 8, Completed = 16 };
