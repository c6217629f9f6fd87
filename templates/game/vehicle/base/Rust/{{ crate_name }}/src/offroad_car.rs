//! VehicleAdvOffroadCar: Unreal's `ATP_VehicleAdvOffroadCar`, the template's second car: a chassis
//! mesh and four tire meshes on the skeleton's visual wheel sockets (the meshes are the Blueprint
//! child's), the cameras moved for its height, and a Chaos wheeled movement with a high, light
//! chassis, big wheels on long suspension, a lower-revving engine, all-wheel drive and angle-ratio
//! steering (the transmission keeps the engine's defaults); the torque and steering curves stay the
//! Blueprint child's, as the C++ comments say.

use bindings::chaos_vehicles::{
    ChaosVehicleMovementComponentExt, ChaosVehicleWheel, ChaosWheeledVehicleMovementComponentExt, ESteeringType,
    EVehicleDifferential, FVehicleDifferentialConfigExt, FVehicleEngineConfigExt, FVehicleSteeringConfigExt,
};
use bindings::engine::{PrimitiveComponentExt, SceneComponentExt, StaticMeshComponent};
use bindings::prelude::*;
use rusteal_runtime::prelude::{Rotator, Vector};
use rusteal_runtime::runtime::{RustealResult, SubclassOf};
use rusteal_runtime::{uclass, uclass_impl};

use crate::vehicle_pawn::VehicleAdvPawn;
use crate::vehicle_setup::set_wheels;
use crate::wheels::{VehicleAdvOffroadWheelFront, VehicleAdvOffroadWheelRear};

/// The wheels: front left, front right, back left, back right, on these bones.
const WHEEL_BONES: [&str; 4] = ["PhysWheel_FL", "PhysWheel_FR", "PhysWheel_BL", "PhysWheel_BR"];

#[uclass(parent = VehicleAdvPawn)]
pub struct VehicleAdvOffroadCar {
    /// The car's body.
    #[component(attach = "root_component", name = "Chassis")]
    chassis: StaticMeshComponent,

    /// The tires, on the mesh's visual wheel sockets.
    #[component(attach = "root_component", socket = "VisWheel_FL", name = "Tire Front Left")]
    tire_front_left: StaticMeshComponent,

    #[component(attach = "root_component", socket = "VisWheel_FR", name = "Tire Front Right")]
    tire_front_right: StaticMeshComponent,

    #[component(attach = "root_component", socket = "VisWheel_BL", name = "Tire Rear Left")]
    tire_rear_left: StaticMeshComponent,

    #[component(attach = "root_component", socket = "VisWheel_BR", name = "Tire Rear Right")]
    tire_rear_right: StaticMeshComponent,
}

#[uclass_impl]
impl VehicleAdvOffroadCar {
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        // The tires do not collide; the right ones are turned to face outwards.
        let turned = FRotator::from_rotator(Rotator::new(0.0, 180.0, 0.0));
        for (tire, right) in [
            (self.tire_front_left()?, false),
            (self.tire_front_right()?, true),
            (self.tire_rear_left()?, false),
            (self.tire_rear_right()?, true),
        ] {
            let tire = tire.checked()?;
            tire.set_collision_profile_name(FName::new("NoCollision").handle(), Some(true));
            if right {
                tire.k2_set_relative_rotation(&turned, false, false);
            }
        }

        // The cameras, for the car's height.
        let pawn = VehicleAdvPawn::from_obj(self.self_ref().upcast_to::<VehicleAdvPawn>())?;
        pawn.get_front_spring_arm()?
            .k2_set_relative_location(&FVector::from_dvec3(Vector::new(-5.0, -30.0, 135.0)), false, false);
        pawn.get_back_spring_arm()?.k2_set_relative_location(&FVector::from_dvec3(Vector::new(0.0, 0.0, 75.0)), false, false);

        // The chassis.
        let movement = pawn.chaos_vehicle_movement()?;
        movement.set_chassis_height(160.0);
        movement.set_drag_coefficient(0.1);
        movement.set_downforce_coefficient(0.1);
        movement.set_center_of_mass_override(&FVector::from_dvec3(Vector::new(0.0, 0.0, 75.0)));
        movement.set_enable_center_of_mass_override(true);

        // The wheels.
        set_wheels(
            &movement,
            WHEEL_BONES,
            SubclassOf::<ChaosVehicleWheel>::of::<VehicleAdvOffroadWheelFront>(),
            SubclassOf::<ChaosVehicleWheel>::of::<VehicleAdvOffroadWheelRear>(),
        )?;

        // The engine.
        let engine = movement.get_engine_setup();
        engine.as_ref().set_max_torque(600.0);
        engine.as_ref().set_max_rpm(5000.0);
        engine.as_ref().set_engine_idle_rpm(1200.0);
        engine.as_ref().set_engine_brake_effect(0.05);
        engine.as_ref().set_engine_rev_up_moi(5.0);
        engine.as_ref().set_engine_rev_down_rate(600.0);
        movement.set_engine_setup(&engine);

        // The differential: all four wheels driven, half the torque to each axle.
        let differential = movement.get_differential_setup();
        differential.as_ref().set_differential_type(EVehicleDifferential::AllWheelDrive);
        differential.as_ref().set_front_rear_split(0.5);
        movement.set_differential_setup(&differential);

        // The steering.
        let steering = movement.get_steering_setup();
        steering.as_ref().set_steering_type(ESteeringType::AngleRatio);
        steering.as_ref().set_angle_ratio(0.7);
        movement.set_steering_setup(&steering);
        Ok(())
    }
}
