//! The template's wheels: `UTP_VehicleAdvWheelFront` and `UTP_VehicleAdvWheelRear` (which axle,
//! steering, handbrake, engine), the sports car's own, `UTP_VehicleAdvSportsWheelFront` and
//! `UTP_VehicleAdvSportsWheelRear` (size, grip, brakes), and the offroad car's,
//! `UTP_VehicleAdvOffroadWheelFront` and `UTP_VehicleAdvOffroadWheelRear` (big, grippy, on long soft
//! suspension, both driven). A wheel is a `UChaosVehicleWheel` whose
//! class default object the car's movement copies for each wheel it makes, so all a wheel class
//! has is its constructor's values, here `#[class_defaults]`.

use bindings::chaos_vehicles::{ChaosVehicleWheel, ChaosVehicleWheelExt, EAxleType, ESweepShape};
use rusteal_runtime::runtime::RustealResult;
use rusteal_runtime::{uclass, uclass_impl};

/// A front wheel: it steers.
#[uclass(parent = ChaosVehicleWheel)]
pub struct VehicleAdvWheelFront {}

#[uclass_impl]
impl VehicleAdvWheelFront {
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        let wheel = self.as_ref().checked()?;
        wheel.set_axle_type(EAxleType::Front);
        wheel.set_affected_by_steering(true);
        wheel.set_max_steer_angle(40.0);
        Ok(())
    }
}

/// A rear wheel: the engine drives it and the handbrake holds it.
#[uclass(parent = ChaosVehicleWheel)]
pub struct VehicleAdvWheelRear {}

#[uclass_impl]
impl VehicleAdvWheelRear {
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        let wheel = self.as_ref().checked()?;
        wheel.set_axle_type(EAxleType::Rear);
        wheel.set_affected_by_handbrake(true);
        wheel.set_affected_by_engine(true);
        Ok(())
    }
}

/// The sports car's front wheel.
#[uclass(parent = VehicleAdvWheelFront)]
pub struct VehicleAdvSportsWheelFront {}

#[uclass_impl]
impl VehicleAdvSportsWheelFront {
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        let wheel = self.as_ref().checked()?;
        wheel.set_wheel_radius(39.0);
        wheel.set_wheel_width(35.0);
        wheel.set_friction_force_multiplier(3.0);
        wheel.set_max_brake_torque(4500.0);
        wheel.set_max_hand_brake_torque(6000.0);
        Ok(())
    }
}

/// The sports car's rear wheel: wider, grippier, and it does not steer.
#[uclass(parent = VehicleAdvWheelRear)]
pub struct VehicleAdvSportsWheelRear {}

#[uclass_impl]
impl VehicleAdvSportsWheelRear {
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        let wheel = self.as_ref().checked()?;
        wheel.set_wheel_radius(40.0);
        wheel.set_wheel_width(40.0);
        wheel.set_friction_force_multiplier(4.0);
        wheel.set_slip_threshold(100.0);
        wheel.set_skid_threshold(100.0);
        wheel.set_max_steer_angle(0.0);
        wheel.set_max_hand_brake_torque(6000.0);
        Ok(())
    }
}

/// The offroad car's front wheel: a driven one too.
#[uclass(parent = VehicleAdvWheelFront)]
pub struct VehicleAdvOffroadWheelFront {}

#[uclass_impl]
impl VehicleAdvOffroadWheelFront {
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        let wheel = self.as_ref().checked()?;
        offroad_wheel(&wheel);
        wheel.set_affected_by_engine(true);
        Ok(())
    }
}

/// The offroad car's rear wheel.
#[uclass(parent = VehicleAdvWheelRear)]
pub struct VehicleAdvOffroadWheelRear {}

#[uclass_impl]
impl VehicleAdvOffroadWheelRear {
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        offroad_wheel(&self.as_ref().checked()?);
        Ok(())
    }
}

/// What both offroad wheels' constructors set: size, grip, suspension, the shape cast, brakes.
fn offroad_wheel(wheel: &impl ChaosVehicleWheelExt) {
    wheel.set_wheel_radius(50.0);
    wheel.set_cornering_stiffness(750.0);
    wheel.set_friction_force_multiplier(4.0);
    wheel.set_suspension_max_raise(20.0);
    wheel.set_suspension_max_drop(20.0);
    wheel.set_wheel_load_ratio(1.0);
    wheel.set_spring_rate(100.0);
    wheel.set_spring_preload(100.0);
    wheel.set_sweep_shape(ESweepShape::Shapecast);
    wheel.set_max_brake_torque(3000.0);
    wheel.set_max_hand_brake_torque(6000.0);
}
