// Stand-in for Unreal 5.8's GameFramework/Controller.h (Engine), transcribed from the real header:
// the class, its base and interface, and every UFUNCTION and public UPROPERTY the generator binds,
// declared as the real header declares them. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "UObject/ObjectPtr.h"
#include "GameFramework/Actor.h"
#include "AI/Navigation/NavAgentInterface.h"

class APawn;
class APlayerState;

class AController : public AActor, public INavAgentInterface
{
public:
	TObjectPtr<APlayerState> PlayerState;
	FName StateName;

	virtual FRotator GetControlRotation() const;
	virtual void SetControlRotation(const FRotator& NewRotation);
	virtual void SetInitialLocationAndRotation(const FVector& NewLocation, const FRotator& NewRotation);
	virtual bool LineOfSightTo(const class AActor* Other, FVector ViewPoint = FVector(ForceInit), bool bAlternateChecks = false) const;
	virtual void OnRep_Pawn();
	virtual void OnRep_PlayerState();
	void ClientSetLocation(FVector NewLocation, FRotator NewRotation);
	void ClientSetRotation(FRotator NewRotation, bool bResetCamera = false);
	APawn* K2_GetPawn() const;
	virtual AActor* GetViewTarget() const;
	virtual FRotator GetDesiredRotation() const;
	bool IsPlayerController() const;
	bool IsLocalPlayerController() const;
	virtual bool IsLocalController() const;
	virtual void Possess(APawn* InPawn) final;
	virtual void UnPossess() final;
	virtual void GetPlayerViewPoint(FVector& Location, FRotator& Rotation) const;
	virtual FVector GetNavAgentLocation() const override;
	virtual void StopMovement();
	virtual void SetIgnoreMoveInput(bool bNewMoveInput);
	virtual void ResetIgnoreMoveInput();
	virtual bool IsMoveInputIgnored() const;
	virtual void SetIgnoreLookInput(bool bNewLookInput);
	virtual void ResetIgnoreLookInput();
	virtual bool IsLookInputIgnored() const;
	virtual void ResetIgnoreInputFlags();

protected:
	uint8 bAttachToPawn:1;
	void ReceivePossess(APawn* PossessedPawn);
	void ReceiveUnPossess(APawn* UnpossessedPawn);
};
