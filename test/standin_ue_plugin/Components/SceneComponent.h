// Stand-in for Unreal 5.8's Components/SceneComponent.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "Components/ActorComponent.h"

class USceneComponent : public UActorComponent {
public:
    void SetupAttachment(USceneComponent* InParent, FName InSocketName = NAME_None);
};
