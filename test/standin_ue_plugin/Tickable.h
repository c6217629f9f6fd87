// Stand-in for Unreal 5.8's Tickable.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "Stats/Stats.h"

enum class ETickableTickType : uint8 { Conditional, Always, Never };
class FTickableGameObject {
public:
    virtual ~FTickableGameObject();
    virtual void Tick(float DeltaTime) = 0;
    virtual ETickableTickType GetTickableTickType() const;
    virtual bool IsTickable() const;
    virtual TStatId GetStatId() const = 0;
};
