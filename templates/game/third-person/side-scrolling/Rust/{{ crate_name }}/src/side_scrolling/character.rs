//! SideScrollingCharacter: the Side Scrolling variant's `ASideScrollingCharacter`, a player
//! character seen from the side. It walks along X, jumps, jumps again in the air (a double jump,
//! or the ground jump it missed just after walking off a ledge: coyote time), jumps off walls,
//! drops through soft platforms, pushes physics objects it hits in the air, and interacts with
//! what is in front of it (NPCs, moving platforms). The rules are in `rules.rs`.
//!
//! Its C++ constructor's work is the camera component and `#[class_defaults]`; the C++ virtuals it
//! overrides are their Blueprint events: `SetupPlayerInputComponent` is `ReceiveRestarted`,
//! `NotifyHit` is `ReceiveHit`, `Landed` is `OnLanded`, `OnMovementModeChanged` is
//! `K2_OnMovementModeChanged`, `EndPlay` is `ReceiveEndPlay`. Its Blueprint child
//! BP_SideScrollingCharacter holds the mannequin, the input actions and the soft collision object
//! type.

use bindings::engine::{
    Actor, CameraComponent, CapsuleComponentExt, CharacterExt, CharacterMovementComponentExt, ECollisionChannel, ECollisionResponse,
    EComponentMobility, EDrawDebugTrace, ETraceTypeQuery, FHitResult, GameplayStatics, KismetSystemLibrary, MovementComponentExt,
    NavMovementComponentExt, PawnExt, PrimitiveComponent, PrimitiveComponentExt, SceneComponentExt,
};
use bindings::enhanced_input::{ETriggerEvent, FInputActionValue, InputAction};
use bindings::prelude::*;
use rusteal_runtime::prelude::{Rotator, Vector};
use rusteal_runtime::runtime::{LOG_DISPLAY, LOG_WARNING, OwnedStruct, RustealResult, UObjectRef, UStructRef, ulog};
use rusteal_runtime::{uclass, uclass_impl};

use super::interactable;
use super::rules::{self, AirJump, JumpPress, Moves};

/// The wall jump timer's function (`ResetWallJump`, this class's UFUNCTION).
const RESET_WALL_JUMP: &str = "ResetWallJump";
/// `EMovementMode::MOVE_Falling`.
const MOVE_FALLING: u8 = 3;

#[uclass(parent = Character)]
pub struct SideScrollingCharacter {
    /// The side view camera.
    #[component(attach = "root_component", name = "Camera")]
    camera: CameraComponent,

    /// Move input action.
    #[uproperty(EditAnywhere, category = "Input")]
    move_action: UObjectRef<InputAction>,

    /// Jump input action.
    #[uproperty(EditAnywhere, category = "Input")]
    jump_action: UObjectRef<InputAction>,

    /// Drop from platform input action.
    #[uproperty(EditAnywhere, category = "Input")]
    drop_action: UObjectRef<InputAction>,

    /// Interact input action.
    #[uproperty(EditAnywhere, category = "Input")]
    interact_action: UObjectRef<InputAction>,

    /// The push given to a physics object hit in the air.
    #[uproperty(EditAnywhere, category = "Side Scrolling", default = rules::JUMP_PUSH_IMPULSE)]
    jump_push_impulse: f32,

    /// How far from the character something can be interacted with.
    #[uproperty(EditAnywhere, category = "Side Scrolling", default = rules::INTERACTION_RADIUS)]
    interaction_radius: f32,

    /// How long movement input is ignored after a wall jump, to keep its momentum.
    #[uproperty(EditAnywhere, category = "Side Scrolling", default = rules::DELAY_BETWEEN_WALL_JUMPS)]
    delay_between_wall_jumps: f32,

    /// How far ahead a wall to jump off is looked for.
    #[uproperty(EditAnywhere, category = "Side Scrolling", default = rules::WALL_JUMP_TRACE_DISTANCE)]
    wall_jump_trace_distance: f32,

    /// A wall jump's push away from the wall.
    #[uproperty(EditAnywhere, category = "Side Scrolling", default = rules::WALL_JUMP_HORIZONTAL_IMPULSE)]
    wall_jump_horizontal_impulse: f32,

    /// A wall jump goes up at JumpZVelocity times this.
    #[uproperty(EditAnywhere, category = "Side Scrolling", default = rules::WALL_JUMP_VERTICAL_MULTIPLIER)]
    wall_jump_vertical_multiplier: f32,

    /// The object type of the soft platforms the character drops through (its Blueprint sets it).
    #[uproperty(EditAnywhere, category = "Side Scrolling")]
    soft_collision_object_type: ECollisionChannel,

    /// How far down a soft platform is looked for.
    #[uproperty(EditAnywhere, category = "Side Scrolling", default = rules::SOFT_COLLISION_TRACE_DISTANCE)]
    soft_collision_trace_distance: f32,

    /// How long after starting to fall a press still makes a ground jump.
    #[uproperty(EditAnywhere, category = "Side Scrolling", default = rules::MAX_COYOTE_TIME)]
    max_coyote_time: f32,

    /// What the character has done and been told since it last stood on the ground.
    moves: Moves,
}

#[uclass_impl]
impl SideScrollingCharacter {
    /// What `ASideScrollingCharacter`'s constructor sets on the camera, the capsule, the pawn and
    /// the character movement.
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        let me = self.as_ref().checked()?;
        self.camera()?.checked()?.k2_set_relative_location_and_rotation(
            &FVector::from_dvec3(rules::CAMERA_LOCATION),
            &FRotator::from_rotator(Rotator::new(0.0, rules::CAMERA_YAW, 0.0)),
            false,
            false,
        );
        me.get_capsule_component()
            .checked()?
            .set_capsule_size(rules::CAPSULE_RADIUS, rules::CAPSULE_HALF_HEIGHT, Some(true));
        me.set_use_controller_rotation_yaw(false);

        let movement = me.get_character_movement().checked()?;
        movement.set_gravity_scale(rules::GRAVITY_SCALE);
        movement.set_max_acceleration(rules::MAX_ACCELERATION);
        movement.set_braking_friction_factor(rules::BRAKING_FRICTION_FACTOR);
        movement.set_use_separate_braking_friction(true);
        movement.set_mass(rules::MASS);
        movement.set_walkable_floor_angle(rules::WALKABLE_FLOOR_ANGLE);
        movement.set_max_walk_speed(rules::MAX_WALK_SPEED);
        movement.set_min_analog_walk_speed(rules::MIN_ANALOG_WALK_SPEED);
        movement.set_braking_deceleration_walking(rules::BRAKING_DECELERATION_WALKING);
        movement.set_ignore_base_rotation(true);
        movement.set_perch_radius_threshold(rules::PERCH_RADIUS_THRESHOLD);
        movement.set_ledge_check_threshold(rules::LEDGE_CHECK_THRESHOLD);
        movement.set_jump_z_velocity(rules::JUMP_Z_VELOCITY);
        movement.set_air_control(rules::AIR_CONTROL);
        movement.set_rotation_rate(&FRotator::from_rotator(Rotator::new(0.0, rules::ROTATION_RATE_YAW, 0.0)));
        movement.set_orient_rotation_to_movement(true);
        movement.set_plane_constraint_normal(&FVector::from_dvec3(rules::PLANE_CONSTRAINT_NORMAL));
        movement.set_constrain_to_plane(true);

        me.set_jump_max_count(rules::JUMP_MAX_COUNT);
        Ok(())
    }

    /// The player input component exists: bind the input actions.
    #[ufunction(Override)]
    fn receive_restarted(&mut self) {
        match self.bind_input() {
            Ok(true) => ulog!(LOG_DISPLAY, "[SideScrolling] {} input bound", self.name()),
            Ok(false) => {}
            Err(e) => ulog!(LOG_WARNING, "[SideScrolling] {} failed to bind its input: {e}", self.name()),
        }
    }

    /// The wall jump timer is cleared.
    #[ufunction(Override)]
    fn receive_end_play(&mut self, _end_play_reason: u8) {
        KismetSystemLibrary::k2_clear_timer(self.self_ref().upcast_to(), RESET_WALL_JUMP);
    }

    /// Hitting something: while in the air, a movable physics object is pushed away.
    #[ufunction(Override)]
    #[allow(clippy::too_many_arguments)]
    fn receive_hit(
        &mut self,
        _my_comp: UObjectRef<PrimitiveComponent>,
        _other: UObjectRef<Actor>,
        other_comp: UObjectRef<PrimitiveComponent>,
        _b_self_moved: bool,
        _hit_location: UStructRef<FVector>,
        _hit_normal: UStructRef<FVector>,
        _normal_impulse: UStructRef<FVector>,
        _hit: UStructRef<FHitResult>,
    ) {
        if let Err(e) = self.push(other_comp) {
            ulog!(LOG_WARNING, "[SideScrolling] the push failed: {e}");
        }
    }

    /// Back on the ground: the double jump may be used again.
    #[ufunction(Override)]
    fn on_landed(&mut self, _hit: UStructRef<FHitResult>) {
        self.moves_mut().has_double_jumped = false;
    }

    /// Starting to fall: the time, for coyote time.
    #[ufunction(Override, name = "K2_OnMovementModeChanged")]
    fn k2_on_movement_mode_changed(&mut self, _prev_movement_mode: u8, new_movement_mode: u8, _prev_custom_mode: u8, _new_custom_mode: u8) {
        if new_movement_mode == MOVE_FALLING {
            let now = GameplayStatics::get_time_seconds(self.self_ref().upcast_to());
            self.moves_mut().last_fall_time = now;
        }
    }

    /// The Move action: its Y axis walks along X.
    #[ufunction(name = "Move")]
    fn move_input(&mut self, value: UStructRef<FInputActionValue>) {
        self.do_move(value.axis2d().y as f32);
    }

    /// The Drop action held.
    #[ufunction(name = "Drop")]
    fn drop_input(&mut self, value: UStructRef<FInputActionValue>) {
        self.do_drop(value.axis1d() as f32);
    }

    /// The Drop action released.
    #[ufunction(name = "DropReleased")]
    fn drop_released(&mut self, _value: UStructRef<FInputActionValue>) {
        self.do_drop(0.0);
    }

    /// Walks along X (positive: +X); not just after a wall jump, which would undo its push.
    #[ufunction(BlueprintCallable)]
    fn do_move(&mut self, forward: f32) {
        if self.moves().has_wall_jumped {
            return;
        }
        self.moves_mut().action_value_y = forward;
        if let Ok(me) = self.as_ref().checked() {
            me.add_movement_input(&FVector::from_dvec3(rules::move_direction(forward)), Some(forward), Some(false));
        }
    }

    /// Holds (or, at 0, releases) the drop input: the next jump press drops through a soft platform.
    #[ufunction(BlueprintCallable)]
    fn do_drop(&mut self, value: f32) {
        self.moves_mut().drop_value = value;
    }

    /// The jump key pressed: a drop, a ground jump, a wall jump, a coyote jump or a double jump.
    #[ufunction(BlueprintCallable)]
    fn do_jump_start(&mut self) {
        if let Err(e) = self.multi_jump() {
            ulog!(LOG_WARNING, "[SideScrolling] the jump failed: {e}");
        }
    }

    /// The jump key released.
    #[ufunction(BlueprintCallable)]
    fn do_jump_end(&mut self) {
        if let Ok(me) = self.as_ref().checked() {
            me.stop_jumping();
        }
    }

    /// The interact key: interacts with what is in front of the character.
    #[ufunction(BlueprintCallable)]
    fn do_interact(&mut self) {
        if let Err(e) = self.interact() {
            ulog!(LOG_WARNING, "[SideScrolling] the interaction failed: {e}");
        }
    }

    /// The wall jump timer: movement and wall jumps again.
    #[ufunction(BlueprintCallable)]
    fn reset_wall_jump(&mut self) {
        self.moves_mut().has_wall_jumped = false;
    }

    /// True after a double jump, until the character lands.
    #[ufunction(BlueprintPure)]
    fn has_double_jumped(&self) -> bool {
        self.moves().has_double_jumped
    }

    /// True just after a wall jump, until the wall jump delay has passed.
    #[ufunction(BlueprintPure)]
    fn has_wall_jumped(&self) -> bool {
        self.moves().has_wall_jumped
    }
}

impl SideScrollingCharacter {
    /// `SetupPlayerInputComponent`: only a locally controlled player's pawn has input.
    fn bind_input(&self) -> RustealResult<bool> {
        let me = self.as_ref();
        let pawn = me.checked()?;
        if !pawn.is_player_controlled() || !pawn.is_locally_controlled() {
            return Ok(false);
        }
        bind_action(&me, self.jump_action(), ETriggerEvent::Started, "DoJumpStart")?;
        bind_action(&me, self.jump_action(), ETriggerEvent::Completed, "DoJumpEnd")?;
        bind_action(&me, self.interact_action(), ETriggerEvent::Triggered, "DoInteract")?;
        bind_action(&me, self.move_action(), ETriggerEvent::Triggered, "Move")?;
        bind_action(&me, self.drop_action(), ETriggerEvent::Triggered, "Drop")?;
        bind_action(&me, self.drop_action(), ETriggerEvent::Completed, "DropReleased")?;
        Ok(true)
    }

    /// `NotifyHit`'s push: in the air, a movable component simulating physics is pushed along
    /// the way the character faces.
    fn push(&self, other_comp: UObjectRef<PrimitiveComponent>) -> RustealResult<()> {
        let me = self.as_ref().checked()?;
        if !me.get_character_movement().checked()?.is_falling() {
            return Ok(());
        }
        let Ok(other) = other_comp.checked() else {
            return Ok(());
        };
        if other.get_mobility() == EComponentMobility::Movable && other.is_simulating_physics(None) {
            let push = Vector::new(rules::facing_x(self.moves().action_value_y), 0.0, 0.0) * f64::from(self.jump_push_impulse());
            other.add_impulse(&FVector::from_dvec3(push), None, Some(true));
        }
        Ok(())
    }

    /// `DoInteract`: sweeps along +X for pawns and dynamic objects; the owner of what it hits is
    /// interacted with when it is interactable.
    fn interact(&self) -> RustealResult<()> {
        let me = self.as_ref().checked()?;
        let start = me.k2_get_actor_location().to_vector();
        let end = start + Vector::new(rules::INTERACTION_REACH, 0.0, 0.0);
        let object_types: Vec<_> = [ECollisionChannel::ECC_Pawn, ECollisionChannel::ECC_WorldDynamic]
            .into_iter()
            .filter_map(object_type_query)
            .collect();
        let (hit, found) = KismetSystemLibrary::sphere_trace_single_for_objects(
            self.self_ref().upcast_to(),
            &FVector::from_dvec3(start),
            &FVector::from_dvec3(end),
            self.interaction_radius(),
            &object_types,
            false,
            &[],
            EDrawDebugTrace::None,
            true,
            &OwnedStruct::new(),
            &OwnedStruct::new(),
            None,
        );
        if hit {
            let target = found.as_ref().get_component().checked()?.get_owner();
            interactable::interact(target, self.self_ref().upcast_to());
        }
        Ok(())
    }

    /// `MultiJump`: what a press of the jump key does.
    fn multi_jump(&mut self) -> RustealResult<()> {
        let me = self.as_ref().checked()?;
        let falling = me.get_character_movement().checked()?.is_falling();
        match rules::jump_press(&self.moves(), falling) {
            JumpPress::Drop => return self.check_for_soft_collision(),
            JumpPress::Ground => {
                self.moves_mut().drop_value = 0.0;
                me.jump();
                return Ok(());
            }
            JumpPress::WallOrAir => {
                self.moves_mut().drop_value = 0.0;
                if self.wall_jump()? {
                    return Ok(());
                }
            }
            JumpPress::Air => self.moves_mut().drop_value = 0.0,
        }
        let now = GameplayStatics::get_time_seconds(self.self_ref().upcast_to());
        match rules::air_jump(&self.moves(), now, self.max_coyote_time()) {
            AirJump::Coyote => {
                ulog!(LOG_WARNING, "Coyote Jump");
                me.jump();
            }
            AirJump::Double => {
                self.moves_mut().has_double_jumped = true;
                me.jump();
            }
            AirJump::None => {}
        }
        Ok(())
    }

    /// Traces ahead (the way the last move input went) for a wall; when there is one, turns away
    /// from it, launches off it and locks movement for a moment. False when there is no wall.
    fn wall_jump(&mut self) -> RustealResult<bool> {
        let me = self.as_ref().checked()?;
        let start = me.k2_get_actor_location().to_vector();
        let ahead = Vector::new(rules::facing_x(self.moves().action_value_y), 0.0, 0.0);
        let end = start + ahead * f64::from(self.wall_jump_trace_distance());
        let (_, wall) = KismetSystemLibrary::line_trace_single(
            self.self_ref().upcast_to(),
            &FVector::from_dvec3(start),
            &FVector::from_dvec3(end),
            ETraceTypeQuery::TraceTypeQuery1, // the Visibility channel
            false,
            &[],
            EDrawDebugTrace::None,
            true,
            &OwnedStruct::new(),
            &OwnedStruct::new(),
            None,
        );
        if !wall.as_ref().get_blocking_hit() {
            return Ok(false);
        }
        let normal = wall.as_ref().get_impact_normal().to_vector();
        me.k2_set_actor_rotation(&FRotator::from_rotator(Rotator::new(0.0, rules::yaw_of(normal), 0.0)), false);
        let jump_z_velocity = me.get_character_movement().checked()?.get_jump_z_velocity();
        let launch = rules::wall_jump_launch(normal, self.wall_jump_horizontal_impulse(), jump_z_velocity, self.wall_jump_vertical_multiplier());
        me.launch_character(&FVector::from_dvec3(launch), true, true);
        self.moves_mut().has_wall_jumped = true;
        KismetSystemLibrary::k2_set_timer(self.self_ref().upcast_to(), RESET_WALL_JUMP, self.delay_between_wall_jumps(), false, None, None, None);
        Ok(true)
    }

    /// `CheckForSoftCollision`: the drop input is spent; a soft platform below lets the character
    /// through.
    fn check_for_soft_collision(&mut self) -> RustealResult<()> {
        self.moves_mut().drop_value = 0.0;
        let me = self.as_ref().checked()?;
        let start = me.k2_get_actor_location().to_vector();
        let end = start - Vector::new(0.0, 0.0, f64::from(self.soft_collision_trace_distance()));
        let object_types: Vec<_> = object_type_query(self.soft_collision_object_type()).into_iter().collect();
        let (hit, _) = KismetSystemLibrary::line_trace_single_for_objects(
            self.self_ref().upcast_to(),
            &FVector::from_dvec3(start),
            &FVector::from_dvec3(end),
            &object_types,
            false,
            &[],
            EDrawDebugTrace::None,
            true,
            &OwnedStruct::new(),
            &OwnedStruct::new(),
            None,
        );
        if hit {
            self.set_soft_collision(true)?;
        }
        Ok(())
    }

    /// `SetSoftCollision`: the capsule ignores the soft platforms (true) or is blocked by them.
    pub fn set_soft_collision(&self, enabled: bool) -> RustealResult<()> {
        let response = if enabled { ECollisionResponse::ECR_Ignore } else { ECollisionResponse::ECR_Block };
        self.as_ref()
            .checked()?
            .get_capsule_component()
            .checked()?
            .set_collision_response_to_channel(self.soft_collision_object_type(), response);
        Ok(())
    }

    fn name(&self) -> String {
        self.as_ref().get_name().unwrap_or_else(|_| "SideScrollingCharacter".into())
    }
}
