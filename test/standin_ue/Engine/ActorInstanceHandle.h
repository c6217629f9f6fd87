// Stand-in for Unreal 5.8's Engine/ActorInstanceHandle.h (Engine): FActorInstanceHandle, the handle
// an FHitResult keeps of what it hit (an actor, or an instance not yet an actor). Its reflected
// members are private to Unreal; declared here with the accessors Unreal gives it. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "UObject/WeakObjectPtrTemplates.h"

class AActor;
class UPrimitiveComponent;

struct FActorInstanceHandle
{
	FActorInstanceHandle();
	explicit FActorInstanceHandle(AActor* InActor);

	bool IsValid() const;
	AActor* GetCachedActor() const;
	AActor* FetchActor() const;
	UPrimitiveComponent* GetRootComponent() const;

private:
	TWeakObjectPtr<AActor> Actor;
	int32 ManagerInstanceIndex = -1;
};
