//! ThirdPersonCharacter: a character on a spring-arm camera that walks, turns towards where it
//! walks, looks around and jumps, as Unreal's `ATP_ThirdPersonCharacter` does.
//!
//! Its C++ constructor's work is split in two: the components and their attachment are fields
//! (`#[component]`), and the values it sets on inherited properties are `#[class_defaults]`,
//! written once on the class default object every instance and Blueprint child starts from.
//! `SetupPlayerInputComponent` becomes `ReceiveRestarted`, which a pawn gets once its player
//! input component exists. The input actions are set on the Blueprint child
//! (BP_ThirdPersonCharacter), as they are for the C++ class.

use bindings::engine::{
    CameraComponent, CameraComponentExt, CapsuleComponentExt, CharacterExt, CharacterMovementComponentExt, ControllerExt,
    PawnExt, SpringArmComponent, SpringArmComponentExt,
};
use bindings::enhanced_input::{ETriggerEvent, FInputActionValue, InputAction};
use bindings::prelude::*;
use rusteal_runtime::prelude::Rotator;
use rusteal_runtime::runtime::{LOG_DISPLAY, LOG_WARNING, RustealResult, UObjectRef, UStructRef, ulog};
use rusteal_runtime::{uclass, uclass_impl};

use crate::movement;

#[uclass(parent = Character)]
pub struct ThirdPersonCharacter {
    /// Keeps the camera behind the character, pulled in when something is in the way.
    #[component(attach = "root_component", name = "CameraBoom")]
    camera_boom: SpringArmComponent,

    /// The camera at the end of the boom.
    #[component(attach = "camera_boom", socket = "SpringEndpoint", name = "FollowCamera")]
    follow_camera: CameraComponent,

    /// Jump input action.
    #[uproperty(EditAnywhere, category = "Input")]
    jump_action: UObjectRef<InputAction>,

    /// Move input action.
    #[uproperty(EditAnywhere, category = "Input")]
    move_action: UObjectRef<InputAction>,

    /// Look input action (sticks).
    #[uproperty(EditAnywhere, category = "Input")]
    look_action: UObjectRef<InputAction>,

    /// Mouse look input action.
    #[uproperty(EditAnywhere, category = "Input")]
    mouse_look_action: UObjectRef<InputAction>,
}

#[uclass_impl]
impl ThirdPersonCharacter {
    /// What `ATP_ThirdPersonCharacter`'s constructor sets on inherited properties and on the
    /// components.
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        let me = self.as_ref().checked()?;
        me.get_capsule_component()
            .checked()?
            .set_capsule_size(movement::CAPSULE_RADIUS, movement::CAPSULE_HALF_HEIGHT, Some(true));

        // The controller turns the camera, not the character.
        me.set_use_controller_rotation_pitch(false);
        me.set_use_controller_rotation_yaw(false);
        me.set_use_controller_rotation_roll(false);

        let movement_component = me.get_character_movement().checked()?;
        movement_component.set_orient_rotation_to_movement(true);
        movement_component.set_rotation_rate(FRotator::from_rotator(Rotator::new(0.0, movement::ROTATION_RATE_YAW, 0.0)));
        movement_component.set_jump_z_velocity(movement::JUMP_Z_VELOCITY);
        movement_component.set_air_control(movement::AIR_CONTROL);
        movement_component.set_max_walk_speed(movement::MAX_WALK_SPEED);
        movement_component.set_min_analog_walk_speed(movement::MIN_ANALOG_WALK_SPEED);
        movement_component.set_braking_deceleration_walking(movement::BRAKING_DECELERATION_WALKING);
        movement_component.set_braking_deceleration_falling(movement::BRAKING_DECELERATION_FALLING);

        let boom = self.camera_boom()?.checked()?;
        boom.set_target_arm_length(movement::CAMERA_BOOM_LENGTH);
        boom.set_use_pawn_control_rotation(true);

        self.follow_camera()?.checked()?.set_use_pawn_control_rotation(false);
        Ok(())
    }

    /// The player input component exists: bind the input actions.
    #[ufunction(Override)]
    fn receive_restarted(&mut self) {
        match self.bind_input() {
            Ok(true) => ulog!(LOG_DISPLAY, "[ThirdPerson] {} input bound", self.name()),
            Ok(false) => {}
            Err(e) => ulog!(LOG_WARNING, "[ThirdPerson] {} failed to bind its input: {e}", self.name()),
        }
    }

    /// The Move action: the stick's or the keys' two axes.
    #[ufunction]
    fn move_input(&mut self, value: UStructRef<FInputActionValue>) {
        let axes = value.axis2d();
        self.do_move(axes.x as f32, axes.y as f32);
    }

    /// The Look and Mouse Look actions.
    #[ufunction]
    fn look_input(&mut self, value: UStructRef<FInputActionValue>) {
        let axes = value.axis2d();
        self.do_look(axes.x as f32, axes.y as f32);
    }

    /// Walks `forward` along where the controller faces and `right` across it.
    #[ufunction(BlueprintCallable)]
    fn do_move(&mut self, right: f32, forward: f32) {
        let Ok(me) = self.as_ref().checked() else {
            return;
        };
        let controller = me.get_controller();
        let Ok(controller) = controller.checked() else {
            return;
        };
        let (forward_direction, right_direction) = movement::move_directions(controller.get_control_rotation().to_rotator());
        me.add_movement_input(&FVector::from_dvec3(forward_direction), Some(forward), Some(false));
        me.add_movement_input(&FVector::from_dvec3(right_direction), Some(right), Some(false));
    }

    /// Turns the controller: yaw, then pitch.
    #[ufunction(BlueprintCallable)]
    fn do_look(&mut self, yaw: f32, pitch: f32) {
        if let Ok(me) = self.as_ref().checked()
            && me.get_controller().is_valid()
        {
            me.add_controller_yaw_input(yaw);
            me.add_controller_pitch_input(pitch);
        }
    }

    #[ufunction(BlueprintCallable)]
    fn do_jump_start(&mut self) {
        if let Ok(me) = self.as_ref().checked() {
            me.jump();
        }
    }

    #[ufunction(BlueprintCallable)]
    fn do_jump_end(&mut self) {
        if let Ok(me) = self.as_ref().checked() {
            me.stop_jumping();
        }
    }
}

impl ThirdPersonCharacter {
    /// `SetupPlayerInputComponent`: only a locally controlled player's pawn has input.
    fn bind_input(&self) -> RustealResult<bool> {
        let me = self.as_ref();
        let pawn = me.checked()?;
        if !pawn.is_player_controlled() || !pawn.is_locally_controlled() {
            return Ok(false);
        }
        bind_action(&me, self.jump_action(), ETriggerEvent::Started, "DoJumpStart")?;
        bind_action(&me, self.jump_action(), ETriggerEvent::Completed, "DoJumpEnd")?;
        bind_action(&me, self.move_action(), ETriggerEvent::Triggered, "MoveInput")?;
        bind_action(&me, self.look_action(), ETriggerEvent::Triggered, "LookInput")?;
        bind_action(&me, self.mouse_look_action(), ETriggerEvent::Triggered, "LookInput")?;
        Ok(true)
    }

    fn name(&self) -> String {
        self.as_ref().get_name().unwrap_or_else(|_| "ThirdPersonCharacter".into())
    }
}
