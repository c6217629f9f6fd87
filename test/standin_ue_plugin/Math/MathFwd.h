// Stand-in for Unreal 5.8's Math/MathFwd.h: the math templates of namespace UE::Math and the
// aliases Unreal declares for them (double for the F names, as UE_DECLARE_LWC_TYPE does), and the
// colour structs. Declarations only (README.md).
#pragma once

#include "CoreTypes.h"

namespace UE::Math
{
template <typename T> struct TVector;
template <typename T> struct TVector2;
template <typename T> struct TVector4;
template <typename T> struct TQuat;
template <typename T> struct TRotator;
template <typename T> struct TPlane;
template <typename T> struct TBox2;
template <typename T> struct TTransform;
}

using FVector = UE::Math::TVector<double>;
using FVector3f = UE::Math::TVector<float>;
using FVector3d = UE::Math::TVector<double>;
using FVector2D = UE::Math::TVector2<double>;
using FVector2f = UE::Math::TVector2<float>;
using FVector4 = UE::Math::TVector4<double>;
using FVector4f = UE::Math::TVector4<float>;
using FQuat = UE::Math::TQuat<double>;
using FQuat4f = UE::Math::TQuat<float>;
using FRotator = UE::Math::TRotator<double>;
using FRotator3f = UE::Math::TRotator<float>;
using FPlane = UE::Math::TPlane<double>;
using FBox2D = UE::Math::TBox2<double>;
using FTransform = UE::Math::TTransform<double>;
using FTransform3f = UE::Math::TTransform<float>;

struct FLinearColor;
struct FColor;
