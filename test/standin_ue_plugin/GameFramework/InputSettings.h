// Stand-in for Unreal 5.8's GameFramework/InputSettings.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "UObject/Object.h"

class UInputSettings : public UObject {
public:
    uint8 bAlwaysShowTouchInterface : 1;
};
