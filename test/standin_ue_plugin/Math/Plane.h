// Stand-in for Unreal 5.8's Math/Plane.h: TPlane, 16-byte aligned, a TVector (the normal) and W.
// Declarations only (README.md).
#pragma once

#include "CoreTypes.h"
#include "Math/MathFwd.h"
#include "Math/Vector.h"

namespace UE::Math
{
template <typename T>
struct alignas(16) TPlane : public TVector<T>
{
	using FReal = T;
	using TVector<T>::X;
	using TVector<T>::Y;
	using TVector<T>::Z;

	T W;

	TPlane() = default;
	TPlane(T InX, T InY, T InZ, T InW);
	TPlane(TVector<T> InNormal, T InW);
	explicit TPlane(EForceInit);
};
}
