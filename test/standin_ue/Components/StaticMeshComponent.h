// Stand-in for Unreal 5.8's Components/StaticMeshComponent.h (Engine), transcribed from the real header:
// the class and every UFUNCTION the generator binds from the part the stand-in engine reflects
// (SetStaticMesh), declared as the real header declares it. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "Components/MeshComponent.h"

class UStaticMesh;

class UStaticMeshComponent : public UMeshComponent
{
public:
	virtual bool SetStaticMesh(class UStaticMesh* NewMesh);
};
