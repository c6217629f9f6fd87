// Stand-in for Unreal 5.8's GameFramework/Actor.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "UObject/Object.h"
#include "UObject/ObjectPtr.h"
#include "Engine/EngineBaseTypes.h"
#include "Engine/EngineTypes.h"

class UInputComponent;
class USceneComponent;
class AActor : public UObject {
public:
    FActorTickFunction PrimaryActorTick;
    TObjectPtr<UInputComponent> InputComponent;
    bool SetRootComponent(USceneComponent* NewRootComponent);
    USceneComponent* GetRootComponent() const;
};
