// Stand-in for Unreal 5.8's Engine/Scene.h (Engine), transcribed from the real header: ELightUnits,
// the enum the light components' bound functions take. Declarations only.
#pragma once
#include "CoreMinimal.h"

enum class ELightUnits : uint8
{
	Unitless,
	Candelas,
	Lumens,
	EV,
	Nits
};
