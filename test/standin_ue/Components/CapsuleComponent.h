// Stand-in for Unreal 5.8's Components/CapsuleComponent.h (Engine), transcribed from the latest
// public 5.x header (5.2; docs/host.md): the class and every UFUNCTION the generator binds, with
// the real declaration. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "Components/ShapeComponent.h"

class UCapsuleComponent : public UShapeComponent
{
protected:
	float CapsuleHalfHeight;
	float CapsuleRadius;
public:
	void SetCapsuleSize(float InRadius, float InHalfHeight, bool bUpdateOverlaps=true);
	void SetCapsuleRadius(float Radius, bool bUpdateOverlaps=true);
	void SetCapsuleHalfHeight(float HalfHeight, bool bUpdateOverlaps=true);
	float GetScaledCapsuleRadius() const;
	float GetScaledCapsuleHalfHeight() const;
	float GetScaledCapsuleHalfHeight_WithoutHemisphere() const;
	void GetScaledCapsuleSize(float& OutRadius, float& OutHalfHeight) const;
	void GetScaledCapsuleSize_WithoutHemisphere(float& OutRadius, float& OutHalfHeightWithoutHemisphere) const;
	float GetUnscaledCapsuleRadius() const;
	float GetUnscaledCapsuleHalfHeight() const;
	float GetUnscaledCapsuleHalfHeight_WithoutHemisphere() const;
	void GetUnscaledCapsuleSize(float& OutRadius, float& OutHalfHeight) const;
	void GetUnscaledCapsuleSize_WithoutHemisphere(float& OutRadius, float& OutHalfHeightWithoutHemisphere) const;
	float GetShapeScale() const;
};
