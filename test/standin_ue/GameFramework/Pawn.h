// Stand-in for Unreal 5.8's GameFramework/Pawn.h (Engine), transcribed from the real header: the
// class, its base and interface, and every UFUNCTION and public UPROPERTY the generator binds, with
// the real declaration (value or reference, const, static, virtual, defaults, deprecation).
// Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "Templates/SubclassOf.h"
#include "UObject/ObjectPtr.h"
#include "GameFramework/Actor.h"
#include "AI/Navigation/NavAgentInterface.h"

class AController;
class APlayerController;
class UInputComponent;
class UPawnMovementComponent;
struct FPlatformUserId;

class APawn : public AActor, public INavAgentInterface
{
public:
	virtual UPawnMovementComponent* GetMovementComponent() const;

	uint32 bUseControllerRotationPitch : 1;
	uint32 bUseControllerRotationYaw : 1;
	uint32 bUseControllerRotationRoll : 1;
	uint32 bCanAffectNavigationGeneration : 1;
	float BaseEyeHeight;
	TSubclassOf<AController> AIControllerClass;

	void PawnMakeNoise(float Loudness, FVector NoiseLocation, bool bUseNoiseMakerLocation = true, AActor* NoiseMaker = nullptr);
	APlayerController* GetLocalViewingPlayerController() const;
	bool IsLocallyViewed() const;

	TObjectPtr<AController> LastHitBy;
	TObjectPtr<AController> Controller;

	static AActor* GetMovementBaseActor(const APawn* Pawn);
	static UObject* GetMovementBaseOwner(const APawn* Pawn);

	UE_DEPRECATED(4.24, "IsControlled is deprecated. To check if this pawn is controlled by anything, then call IsPawnControlled. To check if this pawn is controlled only by the player then call IsPlayerControlled")
	bool IsControlled() const;
	virtual bool IsPawnControlled() const;
	AController* GetController() const;
	FRotator GetControlRotation() const;
	virtual void OnRep_Controller();
	virtual void OnRep_PlayerState();

	void SetCanAffectNavigationGeneration(bool bNewValue, bool bForceUpdate = false);
	virtual FVector GetNavAgentLocation() const override;

	void ReceivePossessed(AController* NewController);
	void ReceiveUnpossessed(AController* OldController);
	void ReceiveControllerChanged(AController* OldController, AController* NewController);
	void ReceiveRestarted();

	virtual bool IsLocallyControlled() const;
	FPlatformUserId GetPlatformUserId() const;
	virtual bool IsPlayerControlled() const;
	virtual bool IsBotControlled() const;
	virtual FRotator GetBaseAimRotation() const;
	virtual void DetachFromControllerPendingDestroy();
	virtual void SpawnDefaultController();

	virtual void AddMovementInput(FVector WorldDirection, float ScaleValue = 1.0f, bool bForce = false);
	FVector GetPendingMovementInputVector() const;
	FVector GetLastMovementInputVector() const;
	virtual FVector ConsumeMovementInputVector();
	virtual void AddControllerPitchInput(float Val);
	virtual void AddControllerYawInput(float Val);
	virtual void AddControllerRollInput(float Val);
	virtual bool IsMoveInputIgnored() const;
	TSubclassOf<UInputComponent> GetOverrideInputComponentClass() const;
};
