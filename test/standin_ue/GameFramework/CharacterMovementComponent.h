// Stand-in for Unreal 5.8's GameFramework/CharacterMovementComponent.h (Engine), transcribed from the real
// header: the class and every UFUNCTION the generator binds from the part the stand-in engine reflects
// (DisableMovement, AddImpulse), declared as the real header declares it. Its reflected UPROPERTYs are not declared:
// the bindings reach properties through the engine's reflection, not C++. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "GameFramework/PawnMovementComponent.h"

class UCharacterMovementComponent : public UPawnMovementComponent
{
public:
	virtual void DisableMovement();
	virtual void AddImpulse( FVector Impulse, bool bVelocityChange = false );
};
