// Stand-in for Unreal 5.8's Components/BoxComponent.h (Engine), transcribed from the latest public
// copy (UE 4; the members are the same; docs/host.md): the class and every UFUNCTION the generator
// binds, with the real declaration. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "Components/ShapeComponent.h"

class UBoxComponent : public UShapeComponent
{
protected:
	FVector BoxExtent;
	float LineThickness;
public:
	void SetBoxExtent(FVector InBoxExtent, bool bUpdateOverlaps=true);
	FVector GetScaledBoxExtent() const;
	FVector GetUnscaledBoxExtent() const;
};
