// Stand-in for Unreal 5.8's Subsystems/WorldSubsystem.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "Subsystems/Subsystem.h"
#include "Tickable.h"

class UWorld;
class UWorldSubsystem : public USubsystem {
public:
    virtual void PostInitialize();
    virtual void OnWorldBeginPlay(UWorld& InWorld);
};
class UTickableWorldSubsystem : public UWorldSubsystem, public FTickableGameObject {
public:
    void Tick(float DeltaTime) override;
    ETickableTickType GetTickableTickType() const override;
    bool IsTickable() const override;
    TStatId GetStatId() const override;
};
