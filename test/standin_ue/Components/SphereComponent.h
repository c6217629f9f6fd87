// Stand-in for Unreal 5.8's Components/SphereComponent.h (Engine), transcribed from the latest public
// copy (UE 4; the members are the same; docs/host.md): the class and every UFUNCTION the generator
// binds, with the real declaration. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "Components/ShapeComponent.h"

class USphereComponent : public UShapeComponent
{
protected:
	float SphereRadius;
public:
	void SetSphereRadius(float InSphereRadius, bool bUpdateOverlaps=true);
	float GetScaledSphereRadius() const;
	float GetUnscaledSphereRadius() const;
	float GetShapeScale() const;
};
