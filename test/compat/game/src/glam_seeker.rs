//! glam as Rusteal's games use it: engine vectors read with `to_dvec3()` as glam's `DVec3`, glam's
//! arithmetic and names (`normalize_or_zero`, `DVec3::X`, `DQuat::from_rotation_arc`,
//! `distance`), and glam's values handed back with `FVector::from_dvec3`, `FQuat::from_dquat` and
//! a `Rotator` made from a `DQuat`.

use bindings::prelude::*;
use glam::{DQuat, DVec3};
use rusteal_runtime::prelude::{uclass, uclass_impl};
use rusteal_runtime::runtime::math::Rotator;

/// An actor that walks to a point a step at a time, facing where it goes.
#[uclass(parent = Actor)]
pub struct Seeker {
    #[uproperty(EditAnywhere, default = 100.0)]
    speed: f64,
    #[uproperty]
    steps: i32,
}

#[uclass_impl]
impl Seeker {
    /// Steps towards (x, y, z) by at most its speed, turning to face along the step; answers the
    /// distance left, rounded.
    #[ufunction(BlueprintCallable)]
    fn step_towards(&mut self, x: f64, y: f64, z: f64) -> f64 {
        let here: DVec3 = self.k2_get_actor_location().to_dvec3();
        let target = DVec3::new(x, y, z);
        let step = (target - here).normalize_or_zero() * self.speed().min(here.distance(target));
        let heading = DQuat::from_rotation_arc(DVec3::X, step.normalize_or(DVec3::X));
        self.k2_teleport_to(&FVector::from_dvec3(here + step), &FRotator::from_rotator(Rotator::from(heading)));
        self.set_steps(self.steps() + 1);
        target.distance(self.k2_get_actor_location().to_dvec3()).round()
    }

    /// Turns to `degrees` of yaw through the engine's `FQuat`, made from a glam quaternion and
    /// read back as one; answers the yaw the engine then reports, rounded.
    #[ufunction(BlueprintCallable)]
    fn turn_to(&mut self, degrees: f64) -> f64 {
        let engine_quat = FQuat::from_dquat(DQuat::from_rotation_z(degrees.to_radians()));
        let back: DQuat = engine_quat.to_dquat();
        self.k2_set_actor_rotation(&FRotator::from_rotator(Rotator::from(back)), false);
        self.k2_get_actor_rotation().to_rotator().yaw.round()
    }

    /// The forward vector, as X * 10 and Y * 10 rounded: X * 10 * 1000 + Y * 10.
    #[ufunction(BlueprintCallable)]
    fn forward_code(&self) -> f64 {
        let forward = self.get_actor_forward_vector().to_dvec3();
        let up_component = forward.dot(DVec3::Z);
        (forward.x * 10.0).round() * 1000.0 + (forward.y * 10.0).round() + up_component.round()
    }
}
