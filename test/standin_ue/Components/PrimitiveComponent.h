// Stand-in for Unreal 5.8's Components/PrimitiveComponent.h (Engine), transcribed from the real
// header: EFirstPersonPrimitiveType, ECanBeCharacterBase, the class and every UFUNCTION the generator binds from the
// part the stand-in engine reflects (the rendering setters, the physics and collision settings, the overlapping actors,
// the actors ignored when moving, the impulse at a location, the mass;
// test/standin_engine/reflection/headers.txt), with the real declaration, and its public UPROPERTYs. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "Components/SceneComponent.h"
#include "Engine/EngineTypes.h"
#include "Templates/SubclassOf.h"

enum class EFirstPersonPrimitiveType : uint8
{
	None,
	FirstPerson,
	WorldSpaceRepresentation,
};

enum ECanBeCharacterBase : int
{
	ECB_No,
	ECB_Yes,
	ECB_Owner,
	ECB_MAX,
};

class UPrimitiveComponent : public USceneComponent
{
public:
	float MinDrawDistance;
	float LDMaxDrawDistance;
	float CachedMaxDrawDistance;
	uint8 bEnableAutoLODGeneration : 1;
	uint8 bIsActorTextureStreamingBuiltData : 1;
	uint8 bIsValidTextureStreamingBuiltData : 1;
	uint8 bNeverDistanceCull : 1;
	uint8 bAlwaysCreatePhysicsState:1;
	bool GetGenerateOverlapEvents() const;
	void SetGenerateOverlapEvents(bool bInGenerateOverlapEvents);
	void SetLightingChannels(bool bChannel0, bool bChannel1, bool bChannel2);
	void InvalidateLumenSurfaceCache();
	uint8 bMultiBodyOverlap:1;
	uint8 bTraceComplexOnMove:1;
	uint8 bReturnMaterialOnMove:1;
	uint8 bUseViewOwnerDepthPriorityGroup:1;
	uint8 bAllowCullDistanceVolume:1;
	uint8 bVisibleInReflectionCaptures:1;
	uint8 bVisibleInRealTimeSkyCaptures :1;
	uint8 bVisibleInRayTracing : 1;
	uint8 bVisibleInReflections : 1;
	uint8 bRenderInMainPass:1;
	uint8 bRenderInDepthPass:1;
	uint8 bReceivesDecals:1;
	uint8 bHoldout : 1;
	uint8 bOwnerNoSee:1;
	uint8 bOnlyOwnerSee:1;
	uint8 bTreatAsBackgroundForOcclusion:1;
	uint8 bUseAsOccluder:1;
	uint8 bSelectable:1;
	uint8 bWantsEditorEffects:1;
	uint8 bForceMipStreaming:1;
	uint8 bHasPerInstanceHitProxies:1;
	uint8 CastShadow:1;
	uint8 bEmissiveLightSource:1;
	uint8 bAffectDynamicIndirectLighting:1;
	uint8 bAffectIndirectLightingWhileHidden:1;
	EFirstPersonPrimitiveType FirstPersonPrimitiveType;
	virtual void SetNotifyRigidBodyCollision(bool bNewNotifyRigidBodyCollision);
	void SetOwnerNoSee(bool bNewOwnerNoSee);
	void SetOnlyOwnerSee(bool bNewOnlyOwnerSee);
	void SetCastShadow(bool NewCastShadow);
	void SetCastHiddenShadow(bool NewCastHiddenShadow);
	virtual void SetCollisionProfileName(FName InCollisionProfileName, bool bUpdateOverlaps=true);
	FName GetCollisionProfileName() const;
	void SetRenderCustomDepth(bool bValue);
	void SetCustomDepthStencilValue(int32 Value);
	void SetFirstPersonPrimitiveType(EFirstPersonPrimitiveType Value);
	virtual void SetSimulatePhysics(bool bSimulate);
	virtual void AddImpulse(FVector Impulse, FName BoneName = NAME_None, bool bVelChange = false);
	virtual void SetPhysicsLinearVelocity(FVector NewVel, bool bAddToCurrent = false, FName BoneName = NAME_None);
	virtual void SetPhysicsAngularVelocityInRadians(FVector NewAngVel, bool bAddToCurrent = false, FName BoneName = NAME_None);
	void SetPhysicsAngularVelocityInDegrees(FVector NewAngVel, bool bAddToCurrent = false, FName BoneName = NAME_None);
	virtual void SetAngularDamping(float InDamping);
	virtual float GetAngularDamping() const;
	virtual void SetCollisionEnabled(ECollisionEnabled::Type NewType);
	virtual void SetCollisionObjectType(ECollisionChannel Channel);
	virtual void SetCollisionResponseToChannel(ECollisionChannel Channel, ECollisionResponse NewResponse);
	virtual void SetCollisionResponseToAllChannels(ECollisionResponse NewResponse);
	virtual ECollisionEnabled::Type GetCollisionEnabled() const;
	virtual ECollisionResponse GetCollisionResponseToChannel(ECollisionChannel Channel) const;
	virtual ECollisionChannel GetCollisionObjectType() const;
	void GetOverlappingActors(TArray<AActor*>& OverlappingActors, TSubclassOf<AActor> ClassFilter=nullptr) const;
	uint8 bFillCollisionUnderneathForNavmesh:1;
	TEnumAsByte<enum ECanBeCharacterBase> CanCharacterStepUpOn;
	void IgnoreActorWhenMoving(AActor* Actor, bool bShouldIgnore);
	virtual float GetMass() const;
	virtual void AddImpulseAtLocation(FVector Impulse, FVector Location, FName BoneName = NAME_None);

private:
	uint8 bGenerateOverlapEvents : 1;
};
