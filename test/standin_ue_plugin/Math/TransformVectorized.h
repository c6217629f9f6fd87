// Stand-in for Unreal 5.8's Math/TransformVectorized.h, the FTransform of platforms with vector
// intrinsics (Linux and Windows on x64): rotation, translation and scale each in a vector
// register, so an FTransform of doubles is 96 bytes, 16-byte aligned. Declarations only
// (README.md).
#pragma once

#include "CoreTypes.h"
#include "Math/MathFwd.h"
#include "Math/VectorRegister.h"
#include "Math/Vector.h"
#include "Math/Quat.h"
#include "Math/Rotator.h"

namespace UE::Math
{
template <typename T>
struct alignas(alignof(TPersistentVectorRegisterType<T>)) TTransform
{
	using FReal = T;

protected:
	TPersistentVectorRegisterType<T> Rotation;
	TPersistentVectorRegisterType<T> Translation;
	TPersistentVectorRegisterType<T> Scale3D;

public:
	static const TTransform<T> Identity;

	TTransform();
	explicit TTransform(const TVector<T>& InTranslation);
	explicit TTransform(const TQuat<T>& InRotation);
	TTransform(const TQuat<T>& InRotation, const TVector<T>& InTranslation, const TVector<T>& InScale3D = TVector<T>::OneVector);
	TTransform(const TRotator<T>& InRotation, const TVector<T>& InTranslation, const TVector<T>& InScale3D = TVector<T>::OneVector);

	TVector<T> GetLocation() const;
	TQuat<T> GetRotation() const;
	TVector<T> GetScale3D() const;
};
}
