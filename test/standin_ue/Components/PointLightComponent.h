// Stand-in for Unreal 5.8's Components/PointLightComponent.h (Engine), transcribed from the real
// header: the class, the public UPROPERTYs the stand-in engine reflects and every UFUNCTION the
// generator binds from it, declared as the real header declares them. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "Components/LocalLightComponent.h"

class UPointLightComponent : public ULocalLightComponent
{
public:
	uint32 bUseInverseSquaredFalloff:1;
	float LightFalloffExponent;
	float SourceRadius;
	float SoftSourceRadius;
	float SourceLength;

	void SetUseInverseSquaredFalloff(bool bNewValue);
	void SetLightFalloffExponent(float NewLightFalloffExponent);
	void SetInverseExposureBlend(float NewInverseExposureBlend);
	void SetSourceRadius(float bNewValue);
	void SetSoftSourceRadius(float bNewValue);
	void SetSourceLength(float NewValue);
};
