// Stand-in for Unreal 5.8's PhysicsEngine/PhysicsConstraintComponent.h (Engine), transcribed from the real
// header: the class, the public UPROPERTYs the stand-in engine reflects (ConstraintActor1, ConstraintActor2) and
// every UFUNCTION the generator binds from it (SetConstrainedComponents, BreakConstraint), declared as the real
// header declares them. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "UObject/ObjectPtr.h"
#include "Components/SceneComponent.h"

class AActor;
class UPrimitiveComponent;

class UPhysicsConstraintComponent : public USceneComponent
{
public:
	TObjectPtr<AActor> ConstraintActor1;
	TObjectPtr<AActor> ConstraintActor2;

	void SetConstrainedComponents(UPrimitiveComponent* Component1, FName BoneName1, UPrimitiveComponent* Component2, FName BoneName2);
	void BreakConstraint();
};
