// Stand-in for Unreal 5.8's ChaosVehicleWheel.h (the ChaosVehiclesPlugin's ChaosVehicles module): its
// enums, the wheel class, its public UPROPERTYs the stand-in engine reflects and every UFUNCTION the
// generator binds from it, declared as the real header declares them. Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "UObject/ObjectMacros.h"
#include "UObject/Object.h"
#include "UObject/ObjectPtr.h"

class UStaticMesh;
class UChaosWheeledVehicleMovementComponent;

enum class ESweepShape : uint8
{
	Raycast,
	Spherecast,
	Shapecast
};

enum class ESweepType : uint8
{
	SimpleSweep,
	ComplexSweep
};

enum class EAxleType : uint8
{
	Undefined = 0,
	Front,
	Rear
};

enum class ETorqueCombineMethod : uint8
{
	None = 0,
	Override,
	Additive
};

class UChaosVehicleWheel : public UObject
{
public:
	TObjectPtr<UStaticMesh> CollisionMesh;
	EAxleType AxleType;
	FVector Offset;
	float WheelRadius;
	float WheelWidth;
	float WheelMass;
	float CorneringStiffness;
	float FrictionForceMultiplier;
	float SideSlipModifier;
	float SlipThreshold;
	float SkidThreshold;
	float MaxSteerAngle;
	bool bAffectedBySteering;
	bool bAffectedByBrake;
	bool bAffectedByHandbrake;
	bool bAffectedByEngine;
	bool bABSEnabled;
	bool bTractionControlEnabled;
	float MaxWheelspinRotation;
	ETorqueCombineMethod ExternalTorqueCombineMethod;
	FVector SuspensionAxis;
	FVector SuspensionForceOffset;
	float SuspensionMaxRaise;
	float SuspensionMaxDrop;
	float SuspensionDampingRatio;
	float WheelLoadRatio;
	float SpringRate;
	float SpringPreload;
	int SuspensionSmoothing;
	float RollbarScaling;
	ESweepShape SweepShape;
	ESweepType SweepType;
	float MaxBrakeTorque;
	float MaxHandBrakeTorque;
	TObjectPtr<UChaosWheeledVehicleMovementComponent> VehicleComponent;
	int32 WheelIndex;

	float GetSteerAngle() const;
	float GetRotationAngle() const;
	float GetRotationAngularVelocity() const;
	float GetSuspensionOffset() const;
	float GetWheelRadius() const;
	float GetWheelAngularVelocity() const;
	FVector GetSuspensionAxis() const;
	bool IsInAir() const;
	EAxleType GetAxleType() { return AxleType; }
};
