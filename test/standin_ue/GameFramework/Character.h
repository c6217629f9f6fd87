// Stand-in for Unreal 5.8's GameFramework/Character.h (Engine), transcribed from the real header:
// the class and every UFUNCTION the generator binds from the part the stand-in engine reflects
// (test/standin_engine/reflection/), with the real declaration (value or reference, const,
// virtual, defaults; BlueprintNativeEvents with their _Implementation), and the public
// UPROPERTYs of types the stand-in declares. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "UObject/ObjectPtr.h"
#include "Engine/HitResult.h"
#include "GameFramework/Pawn.h"

class UAnimMontage;
class UCapsuleComponent;
class UCharacterMovementComponent;
class USkeletalMeshComponent;

class ACharacter : public APawn
{
public:
	virtual void CacheInitialMeshOffset(FVector MeshRelativeLocation, FRotator MeshRelativeRotation);
	virtual void OnRep_ReplicatedBasedMovement();
	void OnRep_ReplayLastTransformUpdateTimeStamp();
	FVector GetBaseTranslationOffset() const;
	FRotator GetBaseRotationOffsetRotator() const;
	float CrouchedEyeHeight;
	uint8 bIsCrouched:1;
	uint8 bProxyIsJumpForceApplied : 1;
	virtual void OnRep_IsCrouched();
	uint8 bPressedJump:1;
	uint8 bClientUpdating:1;
	uint8 bClientWasFalling:1;
	uint8 bClientResimulateRootMotion:1;
	uint8 bClientResimulateRootMotionSources:1;
	uint8 bSimGravityDisabled:1;
	uint8 bClientCheckEncroachmentOnNetUpdate:1;
	uint8 bServerMoveIgnoreRootMotion:1;
	uint8 bWasJumping : 1;
	float JumpKeyHoldTime;
	float JumpForceTimeRemaining;
	float ProxyJumpForceStartedTime;
	float JumpMaxHoldTime;
	int32 JumpMaxCount;
	int32 JumpCurrentCount;
	int32 JumpCurrentCountPreJump;
	virtual void Jump();
	virtual void StopJumping();
	bool CanJump() const;
	virtual bool IsJumpProvidingForce() const;
	virtual float PlayAnimMontage(class UAnimMontage* AnimMontage, float InPlayRate = 1.f, FName StartSectionName = NAME_None);
	virtual void StopAnimMontage(class UAnimMontage* AnimMontage = nullptr);
	class UAnimMontage* GetCurrentMontage() const;
	virtual void LaunchCharacter(FVector LaunchVelocity, bool bXYOverride, bool bZOverride);
	void OnLaunched(FVector LaunchVelocity, bool bXYOverride, bool bZOverride);
	void OnJumped();
	virtual void OnJumped_Implementation();
	void OnLanded(const FHitResult& Hit);
	void OnWalkingOffLedge(const FVector& PreviousFloorImpactNormal, const FVector& PreviousFloorContactNormal, const FVector& PreviousLocation, float TimeDelta);
	virtual void OnWalkingOffLedge_Implementation(const FVector& PreviousFloorImpactNormal, const FVector& PreviousFloorContactNormal, const FVector& PreviousLocation, float TimeDelta);
	virtual void Crouch(bool bClientSimulation = false);
	virtual void UnCrouch(bool bClientSimulation = false);
	virtual bool CanCrouch() const;
	void K2_OnEndCrouch(float HalfHeightAdjust, float ScaledHalfHeightAdjust);
	void K2_OnStartCrouch(float HalfHeightAdjust, float ScaledHalfHeightAdjust);
	void K2_UpdateCustomMovement(float DeltaTime);
	void OnRep_RootMotion();
	bool IsPlayingRootMotion() const;
	bool HasAnyRootMotion() const;
	bool IsPlayingNetworkedRootMotionMontage() const;
	float GetAnimRootMotionTranslationScale() const;

	USkeletalMeshComponent* GetMesh() const;
	UCharacterMovementComponent* GetCharacterMovement() const;
	UCapsuleComponent* GetCapsuleComponent() const;

private:
	TObjectPtr<USkeletalMeshComponent> Mesh;
	TObjectPtr<UCharacterMovementComponent> CharacterMovement;
	TObjectPtr<UCapsuleComponent> CapsuleComponent;
};
