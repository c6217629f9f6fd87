// Stand-in for Unreal 5.8's Components/LocalLightComponent.h (Engine), transcribed from the real
// header: the class, the public UPROPERTYs the stand-in engine reflects and every UFUNCTION the
// generator binds from it, declared as the real header declares them. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "Engine/Scene.h"
#include "Components/LightComponent.h"

class ULocalLightComponent : public ULightComponent
{
public:
	ELightUnits IntensityUnits;
	float InverseExposureBlend;
	float Radius_DEPRECATED;
	float AttenuationRadius;

	void SetAttenuationRadius(float NewRadius);
	void SetIntensityUnits(ELightUnits NewIntensityUnits);
	static float GetUnitsConversionFactor(ELightUnits SrcUnits, ELightUnits TargetUnits, float CosHalfConeAngle = -1);
};
