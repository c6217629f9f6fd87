// Stand-in for Unreal 5.8's Math/Color.h: FLinearColor (R, G, B, A as floats) and FColor, whose
// bytes are B, G, R, A on a little-endian platform, sharing a union with their 32 bits.
// Declarations only (README.md).
#pragma once

#include "CoreTypes.h"
#include "Math/MathFwd.h"
#include "Misc/CoreMiscDefines.h"

struct FLinearColor
{
	union
	{
		struct
		{
			float R;
			float G;
			float B;
			float A;
		};
		UE_DEPRECATED(all, "For internal use only")
		float RGBA[4];
	};

	static const FLinearColor White;
	static const FLinearColor Black;
	static const FLinearColor Red;
	static const FLinearColor Green;

	FLinearColor() = default;
	constexpr explicit FLinearColor(EForceInit) : R(0), G(0), B(0), A(0) {}
	constexpr FLinearColor(float InR, float InG, float InB, float InA = 1.0f) : R(InR), G(InG), B(InB), A(InA) {}
	FLinearColor(const FColor& Color);
};

struct FColor
{
	union
	{
		struct
		{
			uint8 B, G, R, A;
		};
		uint32 Bits;
	};

	static const FColor White;
	static const FColor Black;

	FColor() = default;
	constexpr explicit FColor(EForceInit) : B(0), G(0), R(0), A(0) {}
	constexpr FColor(uint8 InR, uint8 InG, uint8 InB, uint8 InA = 255) : B(InB), G(InG), R(InR), A(InA) {}
	explicit FColor(uint32 InColor);
};
