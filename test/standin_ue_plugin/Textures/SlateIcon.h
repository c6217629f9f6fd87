// Stand-in for Unreal 5.8's Textures/SlateIcon.h (SlateCore): declarations only (README.md).
#pragma once

#include "CoreMinimal.h"

struct FSlateIcon {
    FSlateIcon();
};
