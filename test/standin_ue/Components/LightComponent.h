// Stand-in for Unreal 5.8's Components/LightComponent.h (Engine), transcribed from the real header:
// the class, the public UPROPERTYs the stand-in engine reflects and every UFUNCTION the generator
// binds from it, declared as the real header declares them. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "Components/LightComponentBase.h"

enum class ELightUnits : uint8;

class ULightComponent : public ULightComponentBase
{
public:
	float Temperature;
	float MaxDrawDistance;
	uint32 bUseTemperature : 1;

	void SetIntensity(float NewIntensity);
	void SetIndirectLightingIntensity(float NewIntensity);
	void SetVolumetricScatteringIntensity(float NewIntensity);
	void SetLightColor(FLinearColor NewLightColor, bool bSRGB = true);
	void SetTemperature(float NewTemperature);
	void SetUseTemperature(bool bNewValue);
};
