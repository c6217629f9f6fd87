// Stand-in for Unreal 5.8's Math/Vector2D.h: TVector2 (X, Y) and its constructors. Declarations
// only (README.md).
#pragma once

#include "CoreTypes.h"
#include "Math/MathFwd.h"
#include "Misc/CoreMiscDefines.h"

namespace UE::Math
{
template <typename T>
struct TVector2
{
	using FReal = T;

	union
	{
		struct
		{
			T X;
			T Y;
		};
		UE_DEPRECATED(all, "For internal use only")
		T XY[2];
	};

	static const TVector2<T> ZeroVector;
	static const TVector2<T> UnitVector;

	TVector2() = default;
	TVector2(T InX, T InY);
	explicit TVector2(T InF);
	explicit TVector2(EForceInit);
};
}
