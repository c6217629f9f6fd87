// Stand-in for Unreal 5.8's AIController.h (AIModule), transcribed from the real header: the class,
// the UPROPERTYs the stand-in engine reflects (its AI flags) and every UFUNCTION the generator binds
// from it (MoveToLocation, the focus functions), declared as the real header declares them; the move
// delegate ReceiveMoveCompleted is a property the wrappers do not name. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "GameFramework/Controller.h"
#include "Templates/SubclassOf.h"

class UNavigationQueryFilter;

class AAIController : public AController
{
protected:
	uint32 bStartAILogicOnPossess : 1;
	uint32 bStopAILogicOnUnposses : 1;

public:
	mutable uint32 bLOSflag : 1;
	uint32 bSkipExtraLOSChecks : 1;
	uint32 bAllowStrafe : 1;
	uint32 bWantsPlayerState : 1;
	uint32 bSetControlRotationFromPawnOrientation : 1;
	uint32 bSkipRootComponentUpdate : 1;

	EPathFollowingRequestResult::Type MoveToLocation(const FVector& Dest, float AcceptanceRadius = -1, bool bStopOnOverlap = true,
		bool bUsePathfinding = true, bool bProjectDestinationToNavigation = false, bool bCanStrafe = true,
		TSubclassOf<UNavigationQueryFilter> FilterClass = {}, bool bAllowPartialPath = true);

	FVector GetFocalPoint() const;
	virtual FVector GetFocalPointOnActor(const AActor* Actor) const;
	void K2_SetFocalPoint(FVector FP);
	void K2_SetFocus(AActor* NewFocus);
	AActor* GetFocusActor() const;
	void K2_ClearFocus();
};
