// Stand-in for Unreal 5.8's Components/MeshComponent.h (Engine): the class, which the stand-in
// engine reflects with its parent only (test/standin_engine/reflection/declared_here.h).
// Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "Components/PrimitiveComponent.h"

class UMeshComponent : public UPrimitiveComponent
{
};
