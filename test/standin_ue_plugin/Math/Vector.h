// Stand-in for Unreal 5.8's Math/Vector.h: TVector with its components (X, Y, Z in an anonymous
// struct of a union, as Unreal declares them), the constructors and the constants the plugin and
// the engine headers use. Declarations only (README.md).
#pragma once

#include "CoreTypes.h"
#include "Math/MathFwd.h"
#include "Misc/CoreMiscDefines.h"
#include "Math/Color.h"
#include "Math/Vector2D.h"

namespace UE::Math
{
template <typename T>
struct TVector
{
	using FReal = T;

	union
	{
		struct
		{
			T X;
			T Y;
			T Z;
		};
		UE_DEPRECATED(all, "For internal use only")
		T XYZ[3];
	};

	static constexpr int32 NumComponents = 3;
	static const TVector<T> ZeroVector;
	static const TVector<T> OneVector;
	static const TVector<T> UpVector;
	static const TVector<T> ForwardVector;
	static const TVector<T> RightVector;

	TVector() = default;
	explicit TVector(T InF);
	TVector(T InX, T InY, T InZ);
	explicit TVector(const FLinearColor& InColor);
	explicit TVector(EForceInit);
};
}
