// Stand-in for Unreal 5.8's Components/SkeletalMeshComponent.h (Engine), transcribed from the
// latest public 5.x header (docs/host.md): the class, the public UPROPERTYs the stand-in engine
// reflects and every UFUNCTION the generator binds from it, declared as the real header declares
// them. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "UObject/ObjectPtr.h"
#include "Templates/SubclassOf.h"
#include "Components/SkinnedMeshComponent.h"
#include "Interfaces/Interface_CollisionDataProvider.h"

class UAnimInstance;

class USkeletalMeshComponent : public USkinnedMeshComponent, public IInterface_CollisionDataProvider
{
public:
	class TSubclassOf<UAnimInstance> AnimClass;
	TObjectPtr<UAnimInstance> AnimScriptInstance;
	float GlobalAnimRateScale;

	class UAnimInstance * GetAnimInstance() const;
	virtual void SetAnimClass(class UClass* NewClass);
	void SetPhysicsBlendWeight(float PhysicsBlendWeight);
	void SetBodySimulatePhysics(const FName& InBoneName, bool bSimulate);
};
