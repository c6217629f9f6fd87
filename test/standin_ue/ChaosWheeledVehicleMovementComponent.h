// Stand-in for Unreal 5.8's ChaosWheeledVehicleMovementComponent.h (the ChaosVehiclesPlugin's
// ChaosVehicles module): the enums and setup structs the stand-in engine reflects, the wheeled
// vehicle movement, its public UPROPERTYs and every UFUNCTION the generator binds from it, declared
// as the real header declares them (`int` where it says `int`). Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "ChaosVehicleMovementComponent.h"

enum class EVehicleDifferential : uint8
{
	Undefined,
	AllWheelDrive,
	FrontWheelDrive,
	RearWheelDrive,
};

struct FVehicleDifferentialConfig
{
	EVehicleDifferential DifferentialType;
	float FrontRearSplit;
};

struct FVehicleEngineConfig
{
	float MaxTorque;
	float MaxRPM;
	float EngineIdleRPM;
	float EngineBrakeEffect;
	float EngineRevUpMOI;
	float EngineRevDownRate;
};

struct FVehicleTransmissionConfig
{
	bool bUseAutomaticGears;
	bool bUseAutoReverse;
	float FinalRatio;
	TArray<float> ForwardGearRatios;
	TArray<float> ReverseGearRatios;
	float ChangeUpRPM;
	float ChangeDownRPM;
	float GearChangeTime;
	float TransmissionEfficiency;
};

enum class ESteeringType : uint8
{
	SingleAngle,
	AngleRatio,
	Ackermann,
};

struct FVehicleSteeringConfig
{
	ESteeringType SteeringType;
	float AngleRatio;
};

struct FChaosWheelSetup
{
	TSubclassOf<UChaosVehicleWheel> WheelClass;
	FName BoneName;
	FVector AdditionalOffset;

	FChaosWheelSetup();
};

class UChaosWheeledVehicleMovementComponent : public UChaosVehicleMovementComponent
{
public:
	bool bSuspensionEnabled;
	bool bWheelFrictionEnabled;
	bool bLegacyWheelFrictionPosition;
	TArray<FChaosWheelSetup> WheelSetups;
	bool bMechanicalSimEnabled;
	FVehicleEngineConfig EngineSetup;
	FVehicleDifferentialConfig DifferentialSetup;
	FVehicleTransmissionConfig TransmissionSetup;
	FVehicleSteeringConfig SteeringSetup;
	TArray<TObjectPtr<UChaosVehicleWheel>> Wheels;

	float GetEngineRotationSpeed() const;
	float GetEngineMaxRotationSpeed() const;
	int GetNumWheels() const;
	void EnableMechanicalSim(bool InState)
	{
		bMechanicalSimEnabled = InState;
	}
	void SetWheelClass(int WheelIndex, TSubclassOf<UChaosVehicleWheel> InWheelClass);
	void SetMaxEngineTorque(float Torque);
	void SetDragCoefficient(float DragCoeff);
	void SetWheelFrictionMultiplier(int WheelIndex, float Friction);
	void SetWheelMaxSteerAngle(int WheelIndex, float AngleDegrees);
};
