// Stand-in for Unreal 5.8's Components/Widget.h (UMG): declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "UObject/Object.h"

class APlayerController;
class UWidget : public UObject {
public:
    static UClass* StaticClass();

    virtual APlayerController* GetOwningPlayer() const;
};
