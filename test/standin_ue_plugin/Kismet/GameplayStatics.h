// Stand-in for Unreal 5.8's Kismet/GameplayStatics.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "UObject/Object.h"
#include "Templates/SubclassOf.h"

class AActor;
class UGameplayStatics : public UObject {
public:
    static void GetAllActorsOfClass(const UObject* WorldContextObject, TSubclassOf<AActor> ActorClass, TArray<AActor*>& OutActors);
    static AActor* FinishSpawningActor(AActor* Actor, const FTransform& SpawnTransform);
};
