// Stand-in for Unreal's EnhancedInputSubsystems.h (EnhancedInput), transcribed from the real header
// (5.8's is not in the public mirror; the latest public 5.x): the local player subsystem and its
// bases, through which the generator calls the interface's functions. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "EnhancedInputSubsystemInterface.h"
#include "Subsystems/LocalPlayerSubsystem.h"

class UEnhancedInputLocalPlayerSubsystem : public ULocalPlayerSubsystem, public IEnhancedInputSubsystemInterface
{
};
