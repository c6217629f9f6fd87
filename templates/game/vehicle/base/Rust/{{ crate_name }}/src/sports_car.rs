//! VehicleAdvSportsCar: Unreal's `ATP_VehicleAdvSportsCar`, the template's car: its constructor
//! sets the Chaos wheeled movement up (chassis, four wheels on the skeleton's wheel bones, engine,
//! automatic six-gear transmission, Ackermann steering); the torque and steering curves stay the
//! Blueprint child's, as the C++ comments say.

use bindings::chaos_vehicles::{
    ChaosVehicleMovementComponentExt, ChaosVehicleWheel, ChaosWheeledVehicleMovementComponentExt, ESteeringType,
    FVehicleEngineConfigExt, FVehicleSteeringConfigExt, FVehicleTransmissionConfigExt,
};
use rusteal_runtime::runtime::{RustealResult, SubclassOf};
use rusteal_runtime::{uclass, uclass_impl};

use crate::vehicle_pawn::VehicleAdvPawn;
use crate::vehicle_setup::set_wheels;
use crate::wheels::{VehicleAdvSportsWheelFront, VehicleAdvSportsWheelRear};

/// The wheels: front left, front right, back left, back right, on these bones.
const WHEEL_BONES: [&str; 4] = ["Phys_Wheel_FL", "Phys_Wheel_FR", "Phys_Wheel_BL", "Phys_Wheel_BR"];

/// The six forward gears' ratios and the reverse gear's.
const FORWARD_GEAR_RATIOS: [f32; 6] = [4.0, 2.75, 2.0, 1.5, 1.15, 0.9];
const REVERSE_GEAR_RATIOS: [f32; 1] = [4.04];

#[uclass(parent = VehicleAdvPawn)]
pub struct VehicleAdvSportsCar {}

#[uclass_impl]
impl VehicleAdvSportsCar {
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        let movement = VehicleAdvPawn::from_obj(self.self_ref().upcast_to::<VehicleAdvPawn>())?.chaos_vehicle_movement()?;

        // The chassis.
        movement.set_chassis_height(144.0);
        movement.set_drag_coefficient(0.31);

        // The wheels.
        set_wheels(
            &movement,
            WHEEL_BONES,
            SubclassOf::<ChaosVehicleWheel>::of::<VehicleAdvSportsWheelFront>(),
            SubclassOf::<ChaosVehicleWheel>::of::<VehicleAdvSportsWheelRear>(),
        )?;

        // The engine.
        let engine = movement.get_engine_setup();
        engine.as_ref().set_max_torque(750.0);
        engine.as_ref().set_max_rpm(7000.0);
        engine.as_ref().set_engine_idle_rpm(900.0);
        engine.as_ref().set_engine_brake_effect(0.2);
        engine.as_ref().set_engine_rev_up_moi(5.0);
        engine.as_ref().set_engine_rev_down_rate(600.0);
        movement.set_engine_setup(&engine);

        // The transmission.
        let transmission = movement.get_transmission_setup();
        transmission.as_ref().set_use_automatic_gears(true);
        transmission.as_ref().set_use_auto_reverse(true);
        transmission.as_ref().set_final_ratio(2.81);
        transmission.as_ref().set_change_up_rpm(6000.0);
        transmission.as_ref().set_change_down_rpm(2000.0);
        transmission.as_ref().set_gear_change_time(0.2);
        transmission.as_ref().set_transmission_efficiency(0.9);
        transmission.as_ref().set_forward_gear_ratios(&FORWARD_GEAR_RATIOS);
        transmission.as_ref().set_reverse_gear_ratios(&REVERSE_GEAR_RATIOS);
        movement.set_transmission_setup(&transmission);

        // The steering.
        let steering = movement.get_steering_setup();
        steering.as_ref().set_steering_type(ESteeringType::Ackermann);
        steering.as_ref().set_angle_ratio(0.7);
        movement.set_steering_setup(&steering);
        Ok(())
    }
}
