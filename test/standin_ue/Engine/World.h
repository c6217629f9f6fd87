// Stand-in for Unreal 5.8's Engine/World.h (Engine), transcribed from the real header: the world
// class with the UFUNCTION the generator binds (public in the real header), and what the plugin's
// sources use: FActorSpawnParameters, WorldType, SpawnActor and SpawnActorDeferred. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "UObject/Object.h"
#include "Containers/EnumAsByte.h"
#include "Engine/EngineTypes.h"
#include "GameFramework/Actor.h"

class APawn;

struct FActorSpawnParameters
{
	AActor* Owner = nullptr;
};

class UWorld : public UObject
{
public:
	TEnumAsByte<EWorldType::Type> WorldType;

	void HandleTimelineScrubbed();
	AActor* SpawnActor(UClass* InClass, FTransform const* UserTransformPtr, const FActorSpawnParameters& SpawnParameters = FActorSpawnParameters());
	template <class T>
	T* SpawnActorDeferred(UClass* Class, FTransform const& Transform, AActor* Owner = nullptr, APawn* Instigator = nullptr, ESpawnActorCollisionHandlingMethod CollisionHandlingOverride = ESpawnActorCollisionHandlingMethod::Undefined);
};
