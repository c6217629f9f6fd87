// Stand-in for Unreal 5.8's Subsystems/SubsystemCollection.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"

class FSubsystemCollectionBase {};
