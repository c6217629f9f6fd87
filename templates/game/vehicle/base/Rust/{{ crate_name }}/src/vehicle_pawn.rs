//! VehicleAdvPawn: Unreal's `ATP_VehicleAdvPawn`, what every car of the template shares: a front
//! and a back camera on spring arms, the driving input routed to the Chaos wheeled movement, a
//! look-around that swings back behind the car, a camera toggle, a reset, and a timer that puts a
//! flipped car back on its wheels.
//!
//! The C++ class is abstract (a `#[uclass]` has no such flag): a car (`VehicleAdvSportsCar`,
//! `VehicleAdvOffroadCar`) sets its movement up. The mesh and the movement are the parent's
//! (`AWheeledVehiclePawn`: `VehicleMesh`, the root, and `VehicleMovementComp`, a
//! `UChaosWheeledVehicleMovementComponent`). `SetupPlayerInputComponent` is `ReceiveRestarted`; the
//! input actions are set on the Blueprint child, as for the C++ class. The brake lights are the
//! Blueprint's `BrakeLights` event.

use bindings::chaos_vehicles::{
    ChaosVehicleMovementComponentExt, ChaosWheeledVehicleMovementComponent, WheeledVehiclePawnExt,
};
use bindings::engine::{
    ActorComponentExt, ActorExt, CameraComponent, KismetSystemLibrary, NavMovementComponentExt,
    PrimitiveComponentExt, SceneComponentExt, SpringArmComponent, SpringArmComponentExt,
};
use bindings::enhanced_input::{ETriggerEvent, FInputActionValue, InputAction};
use bindings::prelude::*;
use rusteal_runtime::prelude::{Rotator, Transform, Vector};
use rusteal_runtime::runtime::{LOG_ERROR, RustealResult, UObjectRef, UStructRef, ulog};
use rusteal_runtime::{uclass, uclass_impl};

use crate::model;

/// The flip check timer's function (this class's `FlippedCheck`).
const FLIPPED_CHECK: &str = "FlippedCheck";

#[uclass(parent = WheeledVehiclePawn)]
pub struct VehicleAdvPawn {
    /// Spring arm for the front camera.
    #[component(attach = "root_component", name = "Front Spring Arm")]
    front_spring_arm: SpringArmComponent,

    /// The front camera, off until toggled.
    #[component(attach = "front_spring_arm", name = "Front Camera")]
    front_camera: CameraComponent,

    /// Spring arm for the back camera.
    #[component(attach = "root_component", name = "Back Spring Arm")]
    back_spring_arm: SpringArmComponent,

    /// The back camera.
    #[component(attach = "back_spring_arm", name = "Back Camera")]
    back_camera: CameraComponent,

    /// Steering input action.
    #[uproperty(EditAnywhere, category = "Input")]
    steering_action: UObjectRef<InputAction>,

    /// Throttle input action.
    #[uproperty(EditAnywhere, category = "Input")]
    throttle_action: UObjectRef<InputAction>,

    /// Brake input action.
    #[uproperty(EditAnywhere, category = "Input")]
    brake_action: UObjectRef<InputAction>,

    /// Handbrake input action.
    #[uproperty(EditAnywhere, category = "Input")]
    handbrake_action: UObjectRef<InputAction>,

    /// Look around input action.
    #[uproperty(EditAnywhere, category = "Input")]
    look_around_action: UObjectRef<InputAction>,

    /// Toggle camera input action.
    #[uproperty(EditAnywhere, category = "Input")]
    toggle_camera_action: UObjectRef<InputAction>,

    /// Reset vehicle input action.
    #[uproperty(EditAnywhere, category = "Input")]
    reset_vehicle_action: UObjectRef<InputAction>,

    /// Seconds between two flip checks.
    #[uproperty(EditAnywhere, category = "Flip Check", default = 3.0)]
    flip_check_time: f32,

    /// The least dot product of the car's up direction with the world's that is still upright.
    #[uproperty(EditAnywhere, category = "Flip Check", default = -0.2)]
    flip_check_min_dot: f32,

    /// Which camera is active.
    b_front_camera_active: bool,

    /// The car was flipped at the last check: flipped again at the next, it is reset.
    b_previous_flip_check: bool,
}

#[uclass_impl]
impl VehicleAdvPawn {
    /// What `ATP_VehicleAdvPawn`'s constructor sets on the cameras, their arms and the mesh.
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        let front_arm = self.front_spring_arm()?.checked()?;
        front_arm.set_target_arm_length(0.0);
        front_arm.set_do_collision_test(false);
        front_arm.set_enable_camera_rotation_lag(true);
        front_arm.set_camera_rotation_lag_speed(15.0);
        front_arm.k2_set_relative_location(&FVector::from_dvec3(Vector::new(30.0, 0.0, 120.0)), false, false);

        self.front_camera()?.checked()?.set_auto_activate(false);

        let back_arm = self.back_spring_arm()?.checked()?;
        back_arm.set_target_arm_length(650.0);
        back_arm.set_socket_offset(&FVector::from_dvec3(Vector::new(0.0, 0.0, 150.0)));
        back_arm.set_do_collision_test(false);
        back_arm.set_inherit_pitch(false);
        back_arm.set_inherit_roll(false);
        back_arm.set_enable_camera_rotation_lag(true);
        back_arm.set_camera_rotation_lag_speed(2.0);
        back_arm.set_camera_lag_max_distance(50.0);

        let mesh = self.as_ref().checked()?.get_mesh().checked()?;
        mesh.set_simulate_physics(true);
        mesh.set_collision_profile_name(FName::new("Vehicle").handle(), Some(true));
        Ok(())
    }

    /// The player input component exists: bind the input actions.
    #[ufunction(Override)]
    fn receive_restarted(&mut self) {
        if let Err(e) = self.bind_input() {
            ulog!(LOG_ERROR, "'{}' failed to bind its input: {e}", self.name());
        }
    }

    /// The flip check starts, every `FlipCheckTime` seconds.
    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        KismetSystemLibrary::k2_set_timer(self.self_ref().upcast_to(), FLIPPED_CHECK, self.flip_check_time(), true, None, None, None);
    }

    #[ufunction(Override)]
    fn receive_end_play(&mut self, _end_play_reason: u8) {
        KismetSystemLibrary::k2_clear_timer(self.self_ref().upcast_to(), FLIPPED_CHECK);
    }

    /// Angular damping in the air, none on the ground; the back camera swings back behind the car.
    #[ufunction(Override)]
    fn receive_tick(&mut self, delta_seconds: f32) {
        let _ = self.tick(delta_seconds);
    }

    #[ufunction]
    fn steering(&mut self, value: UStructRef<FInputActionValue>) {
        self.do_steering(value.axis1d() as f32);
    }

    #[ufunction]
    fn throttle(&mut self, value: UStructRef<FInputActionValue>) {
        self.do_throttle(value.axis1d() as f32);
    }

    #[ufunction]
    fn brake(&mut self, value: UStructRef<FInputActionValue>) {
        self.do_brake(value.axis1d() as f32);
    }

    #[ufunction]
    fn start_brake(&mut self, _value: UStructRef<FInputActionValue>) {
        self.do_brake_start();
    }

    #[ufunction]
    fn stop_brake(&mut self, _value: UStructRef<FInputActionValue>) {
        self.do_brake_stop();
    }

    #[ufunction]
    fn start_handbrake(&mut self, _value: UStructRef<FInputActionValue>) {
        self.do_handbrake_start();
    }

    #[ufunction]
    fn stop_handbrake(&mut self, _value: UStructRef<FInputActionValue>) {
        self.do_handbrake_stop();
    }

    #[ufunction]
    fn look_around(&mut self, value: UStructRef<FInputActionValue>) {
        self.do_look_around(value.axis1d() as f32);
    }

    #[ufunction]
    fn toggle_camera(&mut self, _value: UStructRef<FInputActionValue>) {
        self.do_toggle_camera();
    }

    #[ufunction]
    fn reset_vehicle(&mut self, _value: UStructRef<FInputActionValue>) {
        self.do_reset_vehicle();
    }

    /// Steering, by the input actions or the touch controls.
    #[ufunction(BlueprintCallable)]
    pub fn do_steering(&mut self, steering_value: f32) {
        if let Ok(movement) = self.chaos_vehicle_movement() {
            movement.set_steering_input(steering_value);
        }
    }

    /// Throttle; it lets go of the brake.
    #[ufunction(BlueprintCallable)]
    pub fn do_throttle(&mut self, throttle_value: f32) {
        if let Ok(movement) = self.chaos_vehicle_movement() {
            movement.set_throttle_input(throttle_value);
            movement.set_brake_input(0.0);
        }
    }

    /// Brake; it lets go of the throttle.
    #[ufunction(BlueprintCallable)]
    pub fn do_brake(&mut self, brake_value: f32) {
        if let Ok(movement) = self.chaos_vehicle_movement() {
            movement.set_brake_input(brake_value);
            movement.set_throttle_input(0.0);
        }
    }

    /// The brake is pressed: the brake lights come on.
    #[ufunction(BlueprintCallable)]
    pub fn do_brake_start(&mut self) {
        self.brake_lights(true);
    }

    /// The brake is let go: the lights go off and the brake input is zero.
    #[ufunction(BlueprintCallable)]
    pub fn do_brake_stop(&mut self) {
        self.brake_lights(false);
        if let Ok(movement) = self.chaos_vehicle_movement() {
            movement.set_brake_input(0.0);
        }
    }

    #[ufunction(BlueprintCallable)]
    pub fn do_handbrake_start(&mut self) {
        if let Ok(movement) = self.chaos_vehicle_movement() {
            movement.set_handbrake_input(true);
        }
        self.brake_lights(true);
    }

    #[ufunction(BlueprintCallable)]
    pub fn do_handbrake_stop(&mut self) {
        if let Ok(movement) = self.chaos_vehicle_movement() {
            movement.set_handbrake_input(false);
        }
        self.brake_lights(false);
    }

    /// Turns the back camera's arm by `yaw_delta` degrees.
    #[ufunction(BlueprintCallable)]
    pub fn do_look_around(&mut self, yaw_delta: f32) {
        if let Ok(arm) = self.back_spring_arm().and_then(|a| a.checked()) {
            arm.k2_add_local_rotation(&FRotator::from_rotator(Rotator::new(0.0, f64::from(yaw_delta), 0.0)), false, false);
        }
    }

    /// Switches between the front and the back camera.
    #[ufunction(BlueprintCallable)]
    pub fn do_toggle_camera(&mut self) {
        let front = !self.b_front_camera_active();
        self.set_b_front_camera_active(front);
        if let (Ok(front_camera), Ok(back_camera)) = (self.front_camera(), self.back_camera()) {
            if let Ok(c) = front_camera.checked() {
                c.set_active(front, Some(false));
            }
            if let Ok(c) = back_camera.checked() {
                c.set_active(!front, Some(false));
            }
        }
    }

    /// Puts the car a little above where it is, upright and facing the same way, and stops it.
    #[ufunction(BlueprintCallable)]
    pub fn do_reset_vehicle(&mut self) {
        let _ = self.reset();
    }

    /// The Blueprint turns the brake lights on or off.
    #[ufunction(BlueprintImplementableEvent)]
    pub fn brake_lights(&self, b_braking: bool) {}

    /// Two checks in a row finding the car upside down reset it.
    #[ufunction]
    fn flipped_check(&mut self) {
        let Ok(mesh) = self.as_ref().checked().and_then(|me| me.get_mesh().checked()) else {
            return;
        };
        let up = mesh.get_up_vector().to_vector();
        let check = model::flip_check(self.b_previous_flip_check(), up.z, f64::from(self.flip_check_min_dot()));
        if check.reset {
            self.do_reset_vehicle();
        }
        self.set_b_previous_flip_check(check.flipped);
    }
}

impl VehicleAdvPawn {
    /// The Chaos wheeled movement the parent made (`GetChaosVehicleMovement`).
    pub fn chaos_vehicle_movement(&self) -> RustealResult<Checked<ChaosWheeledVehicleMovementComponent>> {
        self.as_ref().checked()?.get_vehicle_movement_component().cast::<ChaosWheeledVehicleMovementComponent>()?.checked()
    }

    /// The front camera's spring arm (`GetFrontSpringArm`).
    pub fn get_front_spring_arm(&self) -> RustealResult<Checked<SpringArmComponent>> {
        self.front_spring_arm()?.checked()
    }

    /// The back camera's spring arm (`GetBackSpringArm`).
    pub fn get_back_spring_arm(&self) -> RustealResult<Checked<SpringArmComponent>> {
        self.back_spring_arm()?.checked()
    }

    fn tick(&mut self, delta_seconds: f32) -> RustealResult<()> {
        let me = self.as_ref().checked()?;
        let on_ground = self.chaos_vehicle_movement()?.is_moving_on_ground();
        me.get_mesh().checked()?.set_angular_damping(if on_ground { 0.0 } else { 3.0 });

        // The arm's yaw relative to the car, brought back towards straight behind it.
        let arm = self.back_spring_arm()?.checked()?;
        let relative_yaw = model::normalize_axis(arm.k2_get_component_rotation().to_rotator().yaw - me.k2_get_actor_rotation().to_rotator().yaw);
        let yaw = model::interp_to(relative_yaw, 0.0, f64::from(delta_seconds), 1.0);
        arm.k2_set_relative_rotation(&FRotator::from_rotator(Rotator::new(0.0, yaw, 0.0)), false, false);
        Ok(())
    }

    fn reset(&mut self) -> RustealResult<()> {
        let me = self.as_ref().checked()?;
        let location = me.k2_get_actor_location().to_vector();
        let rotation = me.k2_get_actor_rotation().to_rotator();
        let (at, turned) = model::reset_placement([location.x, location.y, location.z], [rotation.pitch, rotation.yaw, rotation.roll]);
        let transform = FTransform::from_transform(Transform::from_rotator_location(
            Rotator::new(turned[0], turned[1], turned[2]),
            Vector::new(at[0], at[1], at[2]),
        ));
        me.k2_set_actor_transform(&transform, false, true);
        let mesh = me.get_mesh().checked()?;
        mesh.set_physics_angular_velocity_in_degrees(&FVector::from_dvec3(Vector::ZERO), Some(false), None);
        mesh.set_physics_linear_velocity(&FVector::from_dvec3(Vector::ZERO), Some(false), None);
        Ok(())
    }

    /// `SetupPlayerInputComponent`. An action the Blueprint left unset is skipped: the C++ binds it
    /// too, and a binding to no action never runs.
    fn bind_input(&self) -> RustealResult<()> {
        let me = self.as_ref();
        let bindings = [
            (self.steering_action(), ETriggerEvent::Triggered, "Steering"),
            (self.steering_action(), ETriggerEvent::Completed, "Steering"),
            (self.throttle_action(), ETriggerEvent::Triggered, "Throttle"),
            (self.throttle_action(), ETriggerEvent::Completed, "Throttle"),
            (self.brake_action(), ETriggerEvent::Triggered, "Brake"),
            (self.brake_action(), ETriggerEvent::Started, "StartBrake"),
            (self.brake_action(), ETriggerEvent::Completed, "StopBrake"),
            (self.handbrake_action(), ETriggerEvent::Started, "StartHandbrake"),
            (self.handbrake_action(), ETriggerEvent::Completed, "StopHandbrake"),
            (self.look_around_action(), ETriggerEvent::Triggered, "LookAround"),
            (self.toggle_camera_action(), ETriggerEvent::Triggered, "ToggleCamera"),
            (self.reset_vehicle_action(), ETriggerEvent::Triggered, "ResetVehicle"),
        ];
        for (action, event, function) in bindings {
            if action.is_valid() {
                bind_action(&me, action, event, function)?;
            }
        }
        Ok(())
    }

    fn name(&self) -> String {
        self.as_ref().get_name().unwrap_or_else(|_| "VehicleAdvPawn".into())
    }
}
