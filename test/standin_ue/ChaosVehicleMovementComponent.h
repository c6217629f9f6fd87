// Stand-in for Unreal 5.8's ChaosVehicleMovementComponent.h (the ChaosVehiclesPlugin's ChaosVehicles
// module): the vehicle movement base class, its public UPROPERTYs the stand-in engine reflects and
// every UFUNCTION the generator binds from it, declared as the real header declares them (the input
// getters are inline and not const, as there). Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "Templates/SubclassOf.h"
#include "GameFramework/PawnMovementComponent.h"
#include "ChaosVehicleWheel.h"

class UChaosVehicleMovementComponent : public UPawnMovementComponent
{
public:
	uint8 bReverseAsBrake : 1;
	uint8 bThrottleAsBrake : 1;
	float Mass;
	bool bEnableCenterOfMassOverride;
	FVector CenterOfMassOverride;
	float ChassisWidth;
	float ChassisHeight;
	float DragCoefficient;
	float DownforceCoefficient;
	float DragArea;
	float DebugDragMagnitude;
	FVector InertiaTensorScale;
	float SleepThreshold;
	float SleepSlopeLimit;

	void SetThrottleInput(float Throttle);
	void IncreaseThrottleInput(float ThrottleDelta);
	void DecreaseThrottleInput(float ThrottleDelta);
	void SetBrakeInput(float Brake);
	void SetSteeringInput(float Steering);
	void SetPitchInput(float Pitch);
	void SetRollInput(float Roll);
	void SetYawInput(float Yaw);
	void SetHandbrakeInput(bool bNewHandbrake);
	void SetParked(bool bParked);
	void SetSleeping(bool bEnableSleep);
	void SetChangeUpInput(bool bNewGearUp);
	void SetChangeDownInput(bool bNewGearDown);
	void SetTargetGear(int32 GearNum, bool bImmediate);
	void SetUseAutomaticGears(bool bUseAuto);
	void SetRequiresControllerForInputs(bool bRequiresController);
	int32 GetCurrentGear() const;
	int32 GetTargetGear() const;
	bool GetUseAutoGears() const;
	float GetForwardSpeed() const;
	float GetForwardSpeedMPH() const;
	float GetThrottleInput() { return RawThrottleInput; }
	float GetBrakeInput() { return RawBrakeInput; }
	bool GetHandbrakeInput() const { return bRawHandbrakeInput; }
	float GetSteeringInput() { return RawSteeringInput; }
	bool IsParked() const;
	void ResetVehicle() { ResetVehicleState(); }

	virtual void ResetVehicleState();

protected:
	uint8 bRawHandbrakeInput : 1;
	float RawSteeringInput;
	float RawThrottleInput;
	float RawBrakeInput;
};
