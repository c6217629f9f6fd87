#pragma once
// The Chaos wheeled vehicles the host models (the ChaosVehiclesPlugin's
// UChaosWheeledVehicleMovementComponent on an AWheeledVehiclePawn), on the host's flat floor.
//
// The inputs are Chaos's (ChaosVehicleMovementComponent.cpp, 5.8): SetThrottleInput,
// SetBrakeInput and SetSteeringInput keep their raw value clamped to [-1, 1], SetHandbrakeInput a
// flag; each frame, while the pawn has a controller (bRequiresControllerForInputs, its default),
// UpdateState runs: with bReverseAsBrake (its default) throttle selects first gear from reverse or
// neutral, and brake with no throttle selects reverse below WrongDirectionThreshold (100 cm/s);
// CalcThrottleBrakeInput turns brake into a full brake while moving forwards faster than that and
// into throttle in reverse; the inputs then move towards those values at the constructor's rates
// (throttle and brake rise 6/s and fall 10/s, steering 2.5 and 5, squared, handbrake 12 and 12).
//
// The car's motion is a one-body model along its heading, not Chaos's wheel and suspension
// simulation (the host has no skeleton, no bones for the wheels, no friction curves):
// - the wheels are the WheelSetups' WheelClass default objects (a null class is a
//   UChaosVehicleWheel's); the driven ones are those on the differential's axle (rear-wheel drive
//   by default, AxleType Rear; front, or all), else those bAffectedByEngine;
// - the engine gives MaxTorque times the throttle below MaxRPM (a flat torque curve: the
//   TorqueCurve is not reflected) through the gear's ratio times FinalRatio and the transmission's
//   efficiency to the driven wheels' mean radius; released, it brakes by EngineBrakeEffect of it;
//   the engine's speed is the driven wheels' turning through that ratio, at least EngineIdleRPM;
// - the brakes hold with MaxBrakeTorque of each wheel bAffectedByBrake, the handbrake with
//   MaxHandBrakeTorque of each wheel bAffectedByHandbrake, each at its wheel's radius; the air
//   with Chaos's drag, 0.5 · 1.225 kg/m³ · DragCoefficient · ChassisWidth · ChassisHeight · v²;
//   the sum over Mass accelerates the car (braking stops it, never reverses it);
// - an automatic transmission (TransmissionSetup.bUseAutomaticGears; SetUseAutomaticGears) goes
//   up a gear at ChangeUpRPM and down one at ChangeDownRPM, with no drive for GearChangeTime;
//   SetTargetGear and the change up / down inputs choose the gear otherwise; the gears are
//   ForwardGearRatios and ReverseGearRatios (the FVehicleTransmissionConfig defaults when empty);
// - the car turns by a bicycle model: its speed over a 2.7 m wheelbase (the bones that would say
//   it are not there) times the tangent of the steering wheels' MaxSteerAngle times the steering;
// - the car moves along its heading at its forward speed, which is also its mesh's physics
//   velocity (SetPhysicsLinearVelocity sets it, a reset's zero stops the car); a car lying on its
//   side or roof (its up axis below 45° of the world's) has its wheels in the air and only coasts.
// GetForwardSpeed (cm/s), GetForwardSpeedMPH, GetCurrentGear, GetTargetGear, GetUseAutoGears,
// GetEngineRotationSpeed, GetEngineMaxRotationSpeed, GetNumWheels (the WheelSetups), the raw input
// getters, SetParked / IsParked (a parked car is held still), SetSleeping (no effect: the host's
// cars do not sleep), ResetVehicle (its state cleared), SetMaxEngineTorque and SetDragCoefficient
// (their settings) read and write that state. A vehicle's movement stays on the floor it stands
// on: IsMovingOnGround is true for it (the character movement's mode, MOVE_None, counts as
// ground).
//
// Each function has the C signature of its generated wrapper (engine_functions.hpp says how).
#include "api/modelled_function.hpp"
#include "core/object_model.hpp"
#include "core/world_subsystem.hpp"

#include <unordered_map>
#include <vector>

namespace rusteal::headless {

class Vehicles final : public WorldSubsystem {
public:
    struct State {
        float raw_throttle = 0, raw_brake = 0, raw_steering = 0;
        bool raw_handbrake = false, gear_up = false, gear_down = false;
        float throttle = 0, brake = 0, steering = 0, handbrake = 0; // what the car is driven with
        std::int32_t target_gear = 0, current_gear = 0;
        bool automatic = true, parked = false;
        bool requires_controller = true; // bRequiresControllerForInputs (protected, not reflected)
        double forward_speed = 0; // cm/s
        float engine_rpm = 0;
        float shift_time_left = 0;
        bool automatic_read = false; // `automatic` taken from TransmissionSetup once
    };
    // One frame of every live vehicle movement with a pawn.
    void tick(float delta_seconds) override;
    State& state(const Object* movement) { return states_[movement]; }
    void forget(const Object* o) override { states_.erase(o); }

private:
    std::unordered_map<const Object*, State> states_;
};

namespace vehicle {

// The wheeled vehicle movement of a pawn (its VehicleMovementComponent), else null.
Object* movement_of(const Object* pawn);
// A vehicle's forward speed changed from outside (its mesh's SetPhysicsLinearVelocity).
void set_forward_speed(Object* movement, double cm_per_second);

const std::vector<ModelledFunction>& functions();

} // namespace vehicle

} // namespace rusteal::headless
