// Stand-in for Unreal 5.8's Engine/HitResult.h (Engine): FHitResult, transcribed from the latest
// public 5.x header (5.2; docs/host.md): its reflected members, its constructors and the accessors
// gameplay code calls. Unreal's Engine/EngineTypes.h includes it; the stand-in engine headers that
// take one include it themselves. Declarations only (README.md).
#pragma once
#include "CoreMinimal.h"
#include "Engine/ActorInstanceHandle.h"
#include "Engine/NetSerialization.h"
#include "UObject/WeakObjectPtrTemplates.h"

class AActor;
class UPhysicalMaterial;
class UPrimitiveComponent;

struct FHitResult
{
	int32 FaceIndex;
	float Time;
	float Distance;
	FVector_NetQuantize Location;
	FVector_NetQuantize ImpactPoint;
	FVector_NetQuantizeNormal Normal;
	FVector_NetQuantizeNormal ImpactNormal;
	FVector_NetQuantize TraceStart;
	FVector_NetQuantize TraceEnd;
	float PenetrationDepth;
	int32 MyItem;
	int32 Item;
	uint8 ElementIndex;
	uint8 bBlockingHit : 1;
	uint8 bStartPenetrating : 1;
	TWeakObjectPtr<UPhysicalMaterial> PhysMaterial;
	FActorInstanceHandle HitObjectHandle;
	TWeakObjectPtr<UPrimitiveComponent> Component;
	FName BoneName;
	FName MyBoneName;

	FHitResult();
	explicit FHitResult(float InTime);
	explicit FHitResult(EForceInit InInit);
	explicit FHitResult(FVector Start, FVector End);
	FHitResult(AActor* InActor, UPrimitiveComponent* InComponent, FVector const& HitLoc, FVector const& HitNorm);

	void Reset(float InTime = 1.f, bool bPreserveTraceData = true);
	AActor* GetActor() const;
	FActorInstanceHandle GetHitObjectHandle() const;
	bool HasValidHitObjectHandle() const;
	UPrimitiveComponent* GetComponent() const;
	bool IsValidBlockingHit() const;
	FString ToString() const;
};
