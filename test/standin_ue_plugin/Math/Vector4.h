// Stand-in for Unreal 5.8's Math/Vector4.h: TVector4, 16-byte aligned (X, Y, Z, W). Its default
// constructor is the one with every argument defaulted, W 1, as Unreal declares it. Declarations
// only (README.md).
#pragma once

#include "CoreTypes.h"
#include "Math/MathFwd.h"
#include "Math/Vector.h"

namespace UE::Math
{
template <typename T>
struct alignas(16) TVector4
{
	using FReal = T;

	union
	{
		struct
		{
			T X;
			T Y;
			T Z;
			T W;
		};
		UE_DEPRECATED(all, "For internal use only")
		T XYZW[4];
	};

	TVector4(const TVector<T>& InVector);
	TVector4(T InX = 0.0f, T InY = 0.0f, T InZ = 0.0f, T InW = 1.0f);
	explicit TVector4(EForceInit);
};
}
