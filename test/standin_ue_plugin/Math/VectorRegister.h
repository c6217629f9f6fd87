// Stand-in for Unreal 5.8's Math/VectorRegister.h (SSE platforms): the four-double register type a
// vectorized FTransform stores its parts in, 32 bytes and 16-byte aligned as VectorRegister4Double
// is there (two 128-bit halves). Declarations only (README.md).
#pragma once

#include "CoreTypes.h"

struct alignas(16) VectorRegister4Double
{
	double XY[2];
	double ZW[2];
};
struct alignas(16) VectorRegister4Float
{
	float V[4];
};

template <typename T> struct TPersistentVectorRegisterTypeOf;
template <> struct TPersistentVectorRegisterTypeOf<double> { using Type = VectorRegister4Double; };
template <> struct TPersistentVectorRegisterTypeOf<float> { using Type = VectorRegister4Float; };
template <typename T> using TPersistentVectorRegisterType = typename TPersistentVectorRegisterTypeOf<T>::Type;
