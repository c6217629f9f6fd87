// Stand-in for Unreal 5.8's Engine/World.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "UObject/Object.h"
#include "Engine/EngineTypes.h"
#include "GameFramework/Actor.h"

class APawn;
struct FActorSpawnParameters {
    AActor* Owner = nullptr;
};
class UWorld : public UObject {
public:
    EWorldType::Type WorldType;
    AActor* SpawnActor(UClass* InClass, FTransform const* UserTransformPtr, const FActorSpawnParameters& SpawnParameters = FActorSpawnParameters());
    template <class T> T* SpawnActorDeferred(UClass* Class, FTransform const& Transform, AActor* Owner = nullptr, APawn* Instigator = nullptr, ESpawnActorCollisionHandlingMethod CollisionHandlingOverride = ESpawnActorCollisionHandlingMethod::Undefined);
};
