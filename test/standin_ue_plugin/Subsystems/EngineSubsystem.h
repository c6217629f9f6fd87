// Stand-in for Unreal 5.8's Subsystems/EngineSubsystem.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "Subsystems/Subsystem.h"

class UEngineSubsystem : public UDynamicSubsystem {};
