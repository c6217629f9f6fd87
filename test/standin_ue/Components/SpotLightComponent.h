// Stand-in for Unreal 5.8's Components/SpotLightComponent.h (Engine), transcribed from the real
// header: the class, its UPROPERTYs and every UFUNCTION the generator binds from it, declared as
// the real header declares them. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "Components/PointLightComponent.h"

class USpotLightComponent : public UPointLightComponent
{
public:
	float InnerConeAngle;
	float OuterConeAngle;

	void SetInnerConeAngle(float NewInnerConeAngle);
	void SetOuterConeAngle(float NewOuterConeAngle);
};
