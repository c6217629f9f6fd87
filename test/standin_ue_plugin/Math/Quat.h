// Stand-in for Unreal 5.8's Math/Quat.h: TQuat, 16-byte aligned (X, Y, Z, W), uninitialised by its
// default constructor. Declarations only (README.md).
#pragma once

#include "CoreTypes.h"
#include "Math/MathFwd.h"
#include "Math/Vector.h"
#include "Math/Rotator.h"

namespace UE::Math
{
template <typename T>
struct alignas(16) TQuat
{
	using FReal = T;

	T X;
	T Y;
	T Z;
	T W;

	static const TQuat<T> Identity;

	TQuat() = default;
	explicit TQuat(EForceInit);
	TQuat(T InX, T InY, T InZ, T InW);
	explicit TQuat(const TRotator<T>& R);
	TQuat(TVector<T> Axis, T AngleRad);
};
}
