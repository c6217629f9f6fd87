//! FirstPersonCharacter: a character seen through its own eyes, as Unreal's
//! `ATP_FirstPersonCharacter` is. Its owner sees the arms (drawn with the camera's first-person
//! field of view and scale, so they never reach into walls) and not the body; everyone else sees
//! the body. It walks, looks around and jumps.
//!
//! The C++ constructor's work is split in two: the components and their attachment are fields
//! (`#[component]`), and the values it sets on inherited properties and on the components are
//! `#[class_defaults]`, written once on the class default object every instance and Blueprint
//! child starts from. `SetupPlayerInputComponent` becomes `ReceiveRestarted`, which a pawn gets
//! once its player input component exists. The arms' and body's meshes, their animation and the
//! input actions are set on the Blueprint child (BP_FirstPersonCharacter), as for the C++ class.

use bindings::engine::{
    CameraComponent, CameraComponentExt, CapsuleComponentExt, CharacterExt, CharacterMovementComponentExt,
    EFirstPersonPrimitiveType, PawnExt, PrimitiveComponentExt, SceneComponentExt, SkeletalMeshComponent,
};
use bindings::enhanced_input::{ETriggerEvent, FInputActionValue, InputAction};
use bindings::prelude::*;
use rusteal_runtime::prelude::{Rotator, Vector};
use rusteal_runtime::runtime::{FName, LOG_DISPLAY, LOG_WARNING, RustealResult, UObjectRef, UStructRef, ulog};
use rusteal_runtime::{uclass, uclass_impl};

use crate::view;

#[uclass(parent = Character)]
pub struct FirstPersonCharacter {
    /// The arms, seen only by the character's owner.
    #[component(attach = "mesh", name = "First Person Mesh")]
    first_person_mesh: SkeletalMeshComponent,

    /// The camera on the arms' head.
    #[component(attach = "first_person_mesh", socket = "head", name = "First Person Camera")]
    first_person_camera_component: CameraComponent,

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
impl FirstPersonCharacter {
    /// What `ATP_FirstPersonCharacter`'s constructor sets on inherited properties and on the
    /// components.
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        let me = self.as_ref().checked()?;

        // The arms: the owner's alone, drawn as first person, colliding with nothing.
        let arms = self.first_person_mesh()?.checked()?;
        arms.set_only_owner_see(true);
        arms.set_first_person_primitive_type(EFirstPersonPrimitiveType::FirstPerson);
        arms.set_collision_profile_name(FName::new("NoCollision"), Some(true));

        // The camera on the head socket, turned by the controller, drawing the arms with their
        // own field of view and scale.
        let camera = self.first_person_camera_component()?.checked()?;
        let [x, y, z] = view::CAMERA_LOCATION;
        let [pitch, yaw, roll] = view::CAMERA_ROTATION;
        camera.k2_set_relative_location_and_rotation(
            &FVector::from_dvec3(Vector::new(x, y, z)),
            &FRotator::from_rotator(Rotator::new(pitch, yaw, roll)),
            false,
            false,
        );
        camera.set_use_pawn_control_rotation(true);
        camera.set_enable_first_person_field_of_view(true);
        camera.set_enable_first_person_scale(true);
        camera.set_first_person_field_of_view(view::FIRST_PERSON_FIELD_OF_VIEW);
        camera.set_first_person_scale(view::FIRST_PERSON_SCALE);

        // The body: everyone's but the owner's, which casts the shadow.
        let body = me.get_mesh().checked()?;
        body.set_owner_no_see(true);
        body.set_first_person_primitive_type(EFirstPersonPrimitiveType::WorldSpaceRepresentation);

        me.get_capsule_component()
            .checked()?
            .set_capsule_size(view::CAPSULE_RADIUS, view::CAPSULE_HALF_HEIGHT, Some(false));

        let movement = me.get_character_movement().checked()?;
        movement.set_braking_deceleration_falling(view::BRAKING_DECELERATION_FALLING);
        movement.set_air_control(view::AIR_CONTROL);
        Ok(())
    }

    /// The player input component exists: bind the input actions. A child class that binds more
    /// runs this first, as `Super::SetupPlayerInputComponent`.
    #[ufunction(Override)]
    pub(crate) fn receive_restarted(&mut self) {
        match self.bind_input() {
            Ok(true) => ulog!(LOG_DISPLAY, "[FirstPerson] {} input bound", self.name()),
            Ok(false) => {}
            Err(e) => ulog!(LOG_WARNING, "[FirstPerson] {} failed to bind its input: {e}", self.name()),
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
        self.do_aim(axes.x as f32, axes.y as f32);
    }

    /// Turns the controller: yaw, then pitch (the camera manager limits the pitch).
    #[ufunction(BlueprintCallable)]
    fn do_aim(&mut self, yaw: f32, pitch: f32) {
        if let Ok(me) = self.as_ref().checked()
            && me.get_controller().is_valid()
        {
            me.add_controller_yaw_input(yaw);
            me.add_controller_pitch_input(pitch);
        }
    }

    /// Walks along where the character faces (`forward`) and across it (`right`).
    #[ufunction(BlueprintCallable)]
    fn do_move(&mut self, right: f32, forward: f32) {
        if let Ok(me) = self.as_ref().checked()
            && me.get_controller().is_valid()
        {
            me.add_movement_input(&me.get_actor_right_vector(), Some(right), Some(false));
            me.add_movement_input(&me.get_actor_forward_vector(), Some(forward), Some(false));
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

impl FirstPersonCharacter {
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
        self.as_ref().get_name().unwrap_or_else(|_| "FirstPersonCharacter".into())
    }
}
