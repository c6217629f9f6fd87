// Stand-in for Unreal 5.8's GameFramework/PawnMovementComponent.h (Engine): the class, which the stand-in
// engine reflects without members (test/standin_engine/reflection/declared_here.h), for the character
// movement's header to derive from. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "GameFramework/NavMovementComponent.h"

class UPawnMovementComponent : public UNavMovementComponent
{
};
