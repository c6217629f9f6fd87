// Stand-in for Unreal 5.8's Components/LightComponentBase.h (Engine), transcribed from the real
// header: the class, the public UPROPERTYs the stand-in engine reflects and every UFUNCTION the
// generator binds from it, declared as the real header declares them. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "Components/SceneComponent.h"

class ULightComponentBase : public USceneComponent
{
public:
	float Intensity;
	uint32 bAffectsWorld:1;
	uint32 CastShadows:1;
	uint32 CastStaticShadows:1;
	uint32 CastDynamicShadows:1;
	float IndirectLightingIntensity;
	float VolumetricScatteringIntensity;

	void SetCastShadows(bool bNewValue);
};
