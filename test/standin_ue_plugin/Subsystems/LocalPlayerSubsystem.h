// Stand-in for Unreal 5.8's Subsystems/LocalPlayerSubsystem.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "Subsystems/Subsystem.h"

class APlayerController;
class ULocalPlayerSubsystem : public USubsystem {
public:
    virtual void PlayerControllerChanged(APlayerController* NewPlayerController);
};
