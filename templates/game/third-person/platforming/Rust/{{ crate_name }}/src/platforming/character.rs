//! PlatformingCharacter: the Platforming variant's `APlatformingCharacter`, a third-person
//! character that jumps higher while the jump is held, jumps again in the air (a double jump, or
//! the ground jump it missed just after walking off a ledge: coyote time), jumps off walls and
//! dashes (the rules are in `moves.rs`).
//!
//! Its C++ constructor's work is the components (`#[component]`) and `#[class_defaults]`; the C++
//! virtuals it overrides are their Blueprint events: `SetupPlayerInputComponent` is
//! `ReceiveRestarted`, `Landed` is `OnLanded`, `OnMovementModeChanged` is
//! `K2_OnMovementModeChanged`, `EndPlay` is `ReceiveEndPlay`. The dash montage's end reaches
//! `DashMontageEnded` through the anim instance's `OnMontageEnded`, bound once (the C++ class
//! sets the montage's own end delegate on each dash). The Blueprint child BP_PlatformingCharacter
//! holds the mannequin, the input actions, the dash montage and the jump trails
//! (`SetJumpTrailState`).

use bindings::engine::{
    AnimMontage, CameraComponent, CameraComponentExt, CapsuleComponentExt, CharacterExt, CharacterMovementComponentExt,
    ControllerExt, EDrawDebugTrace, ETraceTypeQuery, FHitResult, FNavAgentPropertiesExt, GameplayStatics, KismetSystemLibrary,
    MovementComponentExt, NavMovementComponentExt, PawnExt, SkeletalMeshComponentExt, SpringArmComponent, SpringArmComponentExt,
    AnimInstanceExt,
};
use bindings::enhanced_input::{ETriggerEvent, FInputActionValue, InputAction};
use bindings::prelude::*;
use rusteal_runtime::prelude::{Rotator, Vector};
use rusteal_runtime::runtime::{LOG_DISPLAY, LOG_WARNING, OwnedStruct, RustealResult, UObjectRef, UStructRef, ulog};
use rusteal_runtime::{uclass, uclass_impl};

use super::moves::{self, AirJump, JumpPress, Moves};
use crate::movement::move_directions;

/// The wall jump timer's function (`ResetWallJump`, this class's UFUNCTION).
const RESET_WALL_JUMP: &str = "ResetWallJump";
/// `EMovementMode::MOVE_Falling`.
const MOVE_FALLING: u8 = 3;
/// The function the dash montage's end is bound to.
const DASH_MONTAGE_ENDED: &str = "DashMontageEnded";

#[uclass(parent = Character)]
pub struct PlatformingCharacter {
    /// Keeps the camera behind the character, lagging a little.
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

    /// Dash input action.
    #[uproperty(EditAnywhere, category = "Input")]
    dash_action: UObjectRef<InputAction>,

    /// How far ahead of the character a wall to jump off is looked for.
    #[uproperty(EditAnywhere, category = "Wall Jump", default = moves::WALL_JUMP_TRACE_DISTANCE)]
    wall_jump_trace_distance: f32,

    /// The radius of that sweep.
    #[uproperty(EditAnywhere, category = "Wall Jump", default = moves::WALL_JUMP_TRACE_RADIUS)]
    wall_jump_trace_radius: f32,

    /// A wall jump's push away from the wall.
    #[uproperty(EditAnywhere, category = "Wall Jump", default = moves::WALL_JUMP_BOUNCE_IMPULSE)]
    wall_jump_bounce_impulse: f32,

    /// A wall jump's push up.
    #[uproperty(EditAnywhere, category = "Wall Jump", default = moves::WALL_JUMP_VERTICAL_IMPULSE)]
    wall_jump_vertical_impulse: f32,

    /// How long jump presses are ignored after a wall jump.
    #[uproperty(EditAnywhere, category = "Wall Jump", default = moves::DELAY_BETWEEN_WALL_JUMPS)]
    delay_between_wall_jumps: f32,

    /// The montage a dash plays.
    #[uproperty(EditAnywhere, category = "Dash")]
    dash_montage: UObjectRef<AnimMontage>,

    /// How long after starting to fall a press still makes a ground jump.
    #[uproperty(EditAnywhere, category = "Coyote Time", default = moves::MAX_COYOTE_TIME)]
    max_coyote_time: f32,

    /// What the character has done since it last stood on the ground.
    moves: Moves,

    /// Whether the anim instance's OnMontageEnded is bound to DashMontageEnded.
    dash_end_bound: bool,
}

#[uclass_impl]
impl PlatformingCharacter {
    /// What `APlatformingCharacter`'s constructor sets on inherited properties and on the components.
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        let me = self.as_ref().checked()?;
        me.set_jump_max_hold_time(moves::JUMP_MAX_HOLD_TIME);
        me.set_jump_max_count(moves::JUMP_MAX_COUNT);
        me.get_capsule_component()
            .checked()?
            .set_capsule_size(moves::CAPSULE_RADIUS, moves::CAPSULE_HALF_HEIGHT, Some(false));
        me.set_use_controller_rotation_yaw(false);

        let movement = me.get_character_movement().checked()?;
        movement.set_gravity_scale(moves::GRAVITY_SCALE);
        movement.set_max_acceleration(moves::MAX_ACCELERATION);
        movement.set_braking_friction_factor(moves::BRAKING_FRICTION_FACTOR);
        movement.set_use_separate_braking_friction(true);
        movement.set_ground_friction(moves::GROUND_FRICTION);
        movement.set_max_walk_speed(moves::MAX_WALK_SPEED);
        movement.set_min_analog_walk_speed(moves::MIN_ANALOG_WALK_SPEED);
        movement.set_braking_deceleration_walking(moves::BRAKING_DECELERATION_WALKING);
        movement.set_perch_radius_threshold(moves::PERCH_RADIUS_THRESHOLD);
        movement.set_jump_z_velocity(moves::JUMP_Z_VELOCITY);
        movement.set_braking_deceleration_falling(moves::BRAKING_DECELERATION_FALLING);
        movement.set_air_control(moves::AIR_CONTROL);
        movement.set_rotation_rate(&FRotator::from_rotator(Rotator::new(0.0, moves::ROTATION_RATE_YAW, 0.0)));
        movement.set_orient_rotation_to_movement(true);
        let nav_agent = movement.get_nav_agent_props();
        nav_agent.as_ref().set_agent_radius(moves::NAV_AGENT_RADIUS);
        nav_agent.as_ref().set_agent_height(moves::NAV_AGENT_HEIGHT);
        movement.set_nav_agent_props(&nav_agent);

        let boom = self.camera_boom()?.checked()?;
        boom.set_target_arm_length(moves::CAMERA_BOOM_LENGTH);
        boom.set_use_pawn_control_rotation(true);
        boom.set_enable_camera_lag(true);
        boom.set_camera_lag_speed(moves::CAMERA_LAG_SPEED);
        boom.set_enable_camera_rotation_lag(true);
        boom.set_camera_rotation_lag_speed(moves::CAMERA_ROTATION_LAG_SPEED);

        self.follow_camera()?.checked()?.set_use_pawn_control_rotation(false);
        Ok(())
    }

    /// The player input component exists: bind the input actions.
    #[ufunction(Override)]
    fn receive_restarted(&mut self) {
        match self.bind_input() {
            Ok(true) => ulog!(LOG_DISPLAY, "[Platforming] {} input bound", self.name()),
            Ok(false) => {}
            Err(e) => ulog!(LOG_WARNING, "[Platforming] {} failed to bind its input: {e}", self.name()),
        }
    }

    /// The Move action: the stick's or the keys' two axes.
    #[ufunction(name = "Move")]
    fn move_input(&mut self, value: UStructRef<FInputActionValue>) {
        let axes = value.axis2d();
        self.do_move(axes.x as f32, axes.y as f32);
    }

    /// The Look and Mouse Look actions.
    #[ufunction(name = "Look")]
    fn look_input(&mut self, value: UStructRef<FInputActionValue>) {
        let axes = value.axis2d();
        self.do_look(axes.x as f32, axes.y as f32);
    }

    /// The Dash action.
    #[ufunction(name = "Dash")]
    fn dash_input(&mut self) {
        self.do_dash();
    }

    /// Walks `forward` along where the controller faces and `right` across it; not just after a
    /// wall jump, which would undo its push.
    #[ufunction(BlueprintCallable)]
    fn do_move(&mut self, right: f32, forward: f32) {
        if self.moves().has_wall_jumped {
            return;
        }
        let Ok(me) = self.as_ref().checked() else {
            return;
        };
        let Ok(controller) = me.get_controller().checked() else {
            return;
        };
        let (forward_direction, right_direction) = move_directions(controller.get_control_rotation().to_rotator());
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

    /// Dashes forward, once until the character is back on the ground.
    #[ufunction(BlueprintCallable)]
    fn do_dash(&mut self) {
        if let Err(e) = self.dash() {
            ulog!(LOG_WARNING, "[Platforming] the dash failed: {e}");
        }
    }

    /// The jump key pressed: a ground jump, a wall jump, a coyote jump or a double jump.
    #[ufunction(BlueprintCallable)]
    fn do_jump_start(&mut self) {
        if let Err(e) = self.multi_jump() {
            ulog!(LOG_WARNING, "[Platforming] the jump failed: {e}");
        }
    }

    /// The jump key released.
    #[ufunction(BlueprintCallable)]
    fn do_jump_end(&mut self) {
        if let Ok(me) = self.as_ref().checked() {
            me.stop_jumping();
        }
    }

    /// The wall jump timer: jump presses count again.
    #[ufunction]
    fn reset_wall_jump(&mut self) {
        self.moves_mut().has_wall_jumped = false;
    }

    /// The Blueprint child turns the jump trails on or off.
    #[ufunction(BlueprintImplementableEvent)]
    fn set_jump_trail_state(&self, b_enabled: bool) {}

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

    /// The wall jump timer is cleared.
    #[ufunction(Override)]
    fn receive_end_play(&mut self, _end_play_reason: u8) {
        KismetSystemLibrary::k2_clear_timer(self.self_ref().upcast_to(), RESET_WALL_JUMP);
    }

    /// Back on the ground: the double jump and the dash may be used again.
    #[ufunction(Override)]
    fn on_landed(&mut self, _hit: UStructRef<FHitResult>) {
        let moves = self.moves_mut();
        moves.has_double_jumped = false;
        moves.has_dashed = false;
        self.set_jump_trail_state(false);
    }

    /// Starting to fall: the time, for coyote time.
    #[ufunction(Override, name = "K2_OnMovementModeChanged")]
    fn k2_on_movement_mode_changed(&mut self, _prev_movement_mode: u8, new_movement_mode: u8, _prev_custom_mode: u8, _new_custom_mode: u8) {
        if new_movement_mode == MOVE_FALLING {
            let now = GameplayStatics::get_time_seconds(self.self_ref().upcast_to());
            self.moves_mut().last_fall_time = now;
        }
    }

    /// A montage of the anim instance ended: the dash montage's ends the dash, unless a newer dash
    /// cut it short.
    #[ufunction]
    fn dash_montage_ended(&mut self, montage: UObjectRef<AnimMontage>, b_interrupted: bool) {
        if montage != self.dash_montage() || (b_interrupted && self.moves().is_dashing) {
            return;
        }
        self.end_dash();
    }
}

impl PlatformingCharacter {
    /// `SetupPlayerInputComponent`: only a locally controlled player's pawn has input.
    fn bind_input(&self) -> RustealResult<bool> {
        let me = self.as_ref();
        let pawn = me.checked()?;
        if !pawn.is_player_controlled() || !pawn.is_locally_controlled() {
            return Ok(false);
        }
        bind_action(&me, self.jump_action(), ETriggerEvent::Started, "DoJumpStart")?;
        bind_action(&me, self.jump_action(), ETriggerEvent::Completed, "DoJumpEnd")?;
        bind_action(&me, self.move_action(), ETriggerEvent::Triggered, "Move")?;
        bind_action(&me, self.mouse_look_action(), ETriggerEvent::Triggered, "Look")?;
        bind_action(&me, self.look_action(), ETriggerEvent::Triggered, "Look")?;
        bind_action(&me, self.dash_action(), ETriggerEvent::Triggered, "Dash")?;
        Ok(true)
    }

    /// `MultiJump`: what a press of the jump key does.
    fn multi_jump(&mut self) -> RustealResult<()> {
        let me = self.as_ref().checked()?;
        let falling = me.get_character_movement().checked()?.is_falling();
        match moves::jump_press(&self.moves(), falling) {
            JumpPress::Ignored => {}
            JumpPress::FromGround => {
                me.jump();
                self.set_jump_trail_state(true);
            }
            JumpPress::InAir => {
                if self.wall_jump()? {
                    return Ok(());
                }
                let now = GameplayStatics::get_time_seconds(self.self_ref().upcast_to());
                match moves::air_jump(&self.moves(), now, self.max_coyote_time()) {
                    AirJump::Coyote => {
                        ulog!(LOG_WARNING, "Coyote Jump");
                        me.jump();
                        self.set_jump_trail_state(true);
                    }
                    AirJump::Double => {
                        self.moves_mut().has_double_jumped = true;
                        me.jump();
                        self.set_jump_trail_state(true);
                    }
                    AirJump::None => {}
                }
            }
        }
        Ok(())
    }

    /// Sweeps ahead for a wall; when there is one, turns away from it and launches off it, and
    /// ignores jump presses for a moment. False when there is no wall.
    fn wall_jump(&mut self) -> RustealResult<bool> {
        let me = self.as_ref().checked()?;
        let start = me.k2_get_actor_location().to_vector();
        let end = start + me.get_actor_forward_vector().to_vector() * f64::from(self.wall_jump_trace_distance());
        let (hit, wall) = KismetSystemLibrary::sphere_trace_single(
            self.self_ref().upcast_to(),
            &FVector::from_dvec3(start),
            &FVector::from_dvec3(end),
            self.wall_jump_trace_radius(),
            ETraceTypeQuery::TraceTypeQuery1,
            false,
            &[],
            EDrawDebugTrace::None,
            true,
            &OwnedStruct::new(),
            &OwnedStruct::new(),
            None,
        );
        if !hit {
            return Ok(false);
        }
        let normal: Vector = wall.as_ref().get_impact_normal().to_vector();
        me.k2_set_actor_rotation(&FRotator::from_rotator(Rotator::new(0.0, moves::yaw_away_from(normal), 0.0)), false);
        let launch = moves::wall_jump_launch(normal, self.wall_jump_bounce_impulse(), self.wall_jump_vertical_impulse());
        me.launch_character(&FVector::from_dvec3(launch), true, true);
        self.set_jump_trail_state(true);
        self.moves_mut().has_wall_jumped = true;
        KismetSystemLibrary::k2_set_timer(self.self_ref().upcast_to(), RESET_WALL_JUMP, self.delay_between_wall_jumps(), false, None, None, None);
        Ok(true)
    }

    /// `DoDash`: no gravity and no momentum while the dash montage plays.
    fn dash(&mut self) -> RustealResult<()> {
        if self.moves().has_dashed {
            return Ok(());
        }
        let moves = self.moves_mut();
        moves.is_dashing = true;
        moves.has_dashed = true;

        let me = self.as_ref().checked()?;
        let movement = me.get_character_movement().checked()?;
        movement.set_gravity_scale(0.0);
        movement.set_velocity(&FVector::from_dvec3(Vector::ZERO));
        self.set_jump_trail_state(true);

        if let Ok(anim_instance) = me.get_mesh().checked()?.get_anim_instance().checked() {
            if !self.dash_end_bound() {
                anim_instance.on_montage_ended().add_ufunction(&self.self_ref(), DASH_MONTAGE_ENDED)?;
                self.set_dash_end_bound(true);
            }
            anim_instance.montage_play(self.dash_montage(), Some(1.0), None, Some(0.0), Some(true));
        }
        Ok(())
    }

    /// `EndDash`: gravity back; on the ground the dash may be used again at once (no landing will
    /// say so). The dash montage's notify (AnimNotify_EndDash) calls it too.
    pub fn end_dash(&mut self) {
        let Ok(movement) = self.as_ref().checked().and_then(|me| me.get_character_movement().checked()) else {
            return;
        };
        movement.set_gravity_scale(moves::GRAVITY_SCALE);
        self.moves_mut().is_dashing = false;
        if movement.is_moving_on_ground() {
            self.moves_mut().has_dashed = false;
            self.set_jump_trail_state(false);
        }
    }

    fn name(&self) -> String {
        self.as_ref().get_name().unwrap_or_else(|_| "PlatformingCharacter".into())
    }
}
