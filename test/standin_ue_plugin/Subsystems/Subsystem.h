// Stand-in for Unreal 5.8's Subsystems/Subsystem.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "UObject/Object.h"
#include "Subsystems/SubsystemCollection.h"

class USubsystem : public UObject {
public:
    virtual bool ShouldCreateSubsystem(UObject* Outer) const;
    virtual void Initialize(FSubsystemCollectionBase& Collection);
    virtual void Deinitialize();
};

class UDynamicSubsystem : public USubsystem {};
