// Stand-in for Unreal 5.8's Math/Box2D.h: TBox2 (Min, Max and whether it is valid). Declarations
// only (README.md).
#pragma once

#include "CoreTypes.h"
#include "Math/MathFwd.h"
#include "Math/Vector2D.h"

namespace UE::Math
{
template <typename T>
struct TBox2
{
	using FReal = T;

	TVector2<T> Min;
	TVector2<T> Max;
	bool bIsValid;

	TBox2();
	explicit TBox2(EForceInit);
	TBox2(const TVector2<T>& InMin, const TVector2<T>& InMax);
};
}
