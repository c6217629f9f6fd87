// Stand-in for Unreal 5.8's Engine/NetSerialization.h (Engine), transcribed from the real header:
// the quantized vectors, each an FVector with the constructors Unreal gives it. Declarations only.
#pragma once
#include "CoreMinimal.h"

struct FVector_NetQuantize : public FVector
{
	FVector_NetQuantize()
	{}
	explicit FVector_NetQuantize(EForceInit E);
	FVector_NetQuantize(double InX, double InY, double InZ);
	FVector_NetQuantize(const FVector& InVec);
};

struct FVector_NetQuantize10 : public FVector
{
	FVector_NetQuantize10()
	{}
	explicit FVector_NetQuantize10(EForceInit E);
	FVector_NetQuantize10(double InX, double InY, double InZ);
	FVector_NetQuantize10(const FVector& InVec);
};

struct FVector_NetQuantize100 : public FVector
{
	FVector_NetQuantize100()
	{}
	explicit FVector_NetQuantize100(EForceInit E);
	FVector_NetQuantize100(double InX, double InY, double InZ);
	FVector_NetQuantize100(const FVector& InVec);
};

struct FVector_NetQuantizeNormal : public FVector
{
	FVector_NetQuantizeNormal()
	{}
	explicit FVector_NetQuantizeNormal(EForceInit E);
	FVector_NetQuantizeNormal(double InX, double InY, double InZ);
	FVector_NetQuantizeNormal(const FVector& InVec);
};
