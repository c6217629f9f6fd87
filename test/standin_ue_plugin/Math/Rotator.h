// Stand-in for Unreal 5.8's Math/Rotator.h: TRotator (Pitch, Yaw, Roll in degrees). Declarations
// only (README.md).
#pragma once

#include "CoreTypes.h"
#include "Math/MathFwd.h"
#include "Misc/CoreMiscDefines.h"

namespace UE::Math
{
template <typename T>
struct TRotator
{
	using FReal = T;

	T Pitch;
	T Yaw;
	T Roll;

	static const TRotator<T> ZeroRotator;

	TRotator() = default;
	explicit TRotator(T InF);
	TRotator(T InPitch, T InYaw, T InRoll);
	explicit TRotator(EForceInit);
};
}
