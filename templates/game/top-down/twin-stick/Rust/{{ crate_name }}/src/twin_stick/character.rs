//! TwinStickCharacter: the Twin Stick variant's `ATwinStickCharacter`, the player's character of a
//! twin stick shooter. One stick (or WASD) moves it, the other stick aims it and fires on its own
//! every `AutoFireDelay`, or the mouse aims it at the cursor; it shoots projectiles ahead of it,
//! dashes along its last move, spends items on area attacks (one every `AoECooldownTime`), and is
//! knocked back when an NPC runs into it. The rules are in `rules.rs`.
//!
//! Its C++ constructor's work is the components and `#[class_defaults]`; the C++ virtuals it
//! overrides are their Blueprint events: `SetupPlayerInputComponent` is `ReceiveRestarted`,
//! `NotifyControllerChanged` is `ReceiveControllerChanged`, `Tick` is `ReceiveTick`, `BeginPlay`
//! and `EndPlay` are `ReceiveBeginPlay` and `ReceiveEndPlay`. Its Blueprint child
//! BP_TwinStickCharacter holds the mannequin, the input actions and the projectile and area attack
//! classes.

use bindings::engine::{
    CameraComponent, CameraComponentExt, CharacterExt, CharacterMovementComponentExt, Controller, ESpawnActorCollisionHandlingMethod,
    ETraceTypeQuery, GameplayStatics, KismetMathLibrary, KismetSystemLibrary, MovementComponentExt, PawnExt, PlayerController,
    PlayerControllerExt, SceneComponentExt, SpringArmComponent, SpringArmComponentExt,
};
use bindings::enhanced_input::{ETriggerEvent, FInputActionValue, InputAction};
use bindings::prelude::*;
use rusteal_runtime::prelude::{Rotator, Vector};
use rusteal_runtime::runtime::{LOG_WARNING, RustealResult, SubclassOf, UObjectRef, UStructRef, ulog};
use rusteal_runtime::{uclass, uclass_impl};

use super::aoe_attack::TwinStickAoEAttack;
use super::game_mode::TwinStickGameMode;
use super::projectile::TwinStickProjectile;
use super::rules;

/// The auto fire cooldown's timer function (`ResetAutoFire`, this class's UFUNCTION).
const RESET_AUTO_FIRE: &str = "ResetAutoFire";

#[uclass(parent = Character)]
pub struct TwinStickCharacter {
    /// Holds the camera high above and behind the character.
    #[component(attach = "root_component", name = "Spring Arm")]
    spring_arm: SpringArmComponent,

    /// The player's camera.
    #[component(attach = "spring_arm", name = "Camera")]
    camera: CameraComponent,

    /// Move input action.
    #[uproperty(EditAnywhere, category = "Input")]
    move_action: UObjectRef<InputAction>,

    /// Gamepad aim input action.
    #[uproperty(EditAnywhere, category = "Input")]
    stick_aim_action: UObjectRef<InputAction>,

    /// Mouse aim input action.
    #[uproperty(EditAnywhere, category = "Input")]
    mouse_aim_action: UObjectRef<InputAction>,

    /// Dash input action.
    #[uproperty(EditAnywhere, category = "Input")]
    dash_action: UObjectRef<InputAction>,

    /// Shoot input action.
    #[uproperty(EditAnywhere, category = "Input")]
    shoot_action: UObjectRef<InputAction>,

    /// Area attack input action.
    #[uproperty(EditAnywhere, category = "Input")]
    ao_e_action: UObjectRef<InputAction>,

    /// The trace channel the mouse aim looks under the cursor with.
    #[uproperty(EditAnywhere, category = "Input", default = ETraceTypeQuery::TraceTypeQuery1)]
    mouse_aim_trace_channel: ETraceTypeQuery,

    /// The launch speed of a dash.
    #[uproperty(EditAnywhere, category = "Dash", default = rules::DASH_IMPULSE)]
    dash_impulse: f32,

    /// The projectile a shot spawns.
    #[uproperty(EditAnywhere, category = "Projectile")]
    projectile_class: SubclassOf<TwinStickProjectile>,

    /// How far ahead of the character a projectile spawns.
    #[uproperty(EditAnywhere, category = "Projectile", default = rules::PROJECTILE_OFFSET)]
    projectile_offset: f32,

    /// The area attack an item spawns.
    #[uproperty(EditAnywhere, category = "AoE")]
    ao_e_attack_class: SubclassOf<TwinStickAoEAttack>,

    /// Area attack items held.
    #[uproperty(EditAnywhere, category = "AoE", default = rules::STARTING_ITEMS)]
    items: i32,

    /// The launch speed of the knockback when an NPC hits the character.
    #[uproperty(EditAnywhere, category = "Damage", default = rules::KNOCKBACK_STRENGTH)]
    knockback_strength: f32,

    /// How long after an area attack the next one may be made.
    #[uproperty(EditAnywhere, category = "AoE", default = rules::AOE_COOLDOWN_TIME)]
    ao_e_cooldown_time: f32,

    /// How fast the character turns towards a stick's aim.
    #[uproperty(EditAnywhere, category = "Aim", default = rules::AIM_ROTATION_INTERP_SPEED)]
    aim_rotation_interp_speed: f32,

    /// How long between the shots of stick aim's auto fire.
    #[uproperty(EditAnywhere, category = "Aim", default = rules::AUTO_FIRE_DELAY)]
    auto_fire_delay: f32,

    /// The player controller possessing the character.
    #[uproperty(Transient)]
    player_controller: UObjectRef<PlayerController>,

    /// The game time of the last area attack.
    #[uproperty(Transient)]
    last_ao_e_time: f32,

    /// The yaw the character faces (degrees).
    #[uproperty(Transient)]
    aim_angle: f32,

    /// The mouse aims (else a stick).
    #[uproperty(Transient)]
    b_using_mouse: bool,

    /// The last move input (X forward, Y right).
    #[uproperty(Transient)]
    last_move_x: f32,
    #[uproperty(Transient)]
    last_move_y: f32,

    /// Stick aim fired and waits for the auto fire delay.
    #[uproperty(Transient)]
    b_auto_fire_active: bool,
}

#[uclass_impl]
impl TwinStickCharacter {
    /// What `ATwinStickCharacter`'s constructor sets on the camera boom, the camera and the
    /// character movement.
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        let boom = self.spring_arm()?.checked()?;
        boom.k2_set_relative_rotation(&FRotator::from_rotator(Rotator::new(rules::CAMERA_BOOM_PITCH, 0.0, 0.0)), false, false);
        boom.set_target_arm_length(rules::CAMERA_BOOM_LENGTH);
        boom.set_do_collision_test(false);
        boom.set_inherit_yaw(false);
        boom.set_enable_camera_lag(true);
        boom.set_camera_lag_speed(rules::CAMERA_LAG_SPEED);
        self.camera()?.checked()?.set_field_of_view(rules::CAMERA_FIELD_OF_VIEW);

        let movement = self.as_ref().checked()?.get_character_movement().checked()?;
        movement.set_gravity_scale(rules::CHARACTER_GRAVITY_SCALE);
        movement.set_max_acceleration(rules::CHARACTER_MAX_ACCELERATION);
        movement.set_braking_friction_factor(rules::CHARACTER_BRAKING_FRICTION_FACTOR);
        movement.set_can_walk_off_ledges(false);
        movement.set_rotation_rate(FRotator::from_rotator(Rotator::new(0.0, rules::CHARACTER_ROTATION_RATE_YAW, 0.0)));
        movement.set_plane_constraint_enabled(true);
        movement.set_snap_to_plane_at_start(true);
        Ok(())
    }

    /// The game UI shows the items held.
    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        self.update_items();
    }

    /// The auto fire timer is cleared.
    #[ufunction(Override)]
    fn receive_end_play(&mut self, _end_play_reason: u8) {
        KismetSystemLibrary::k2_clear_timer(self.self_ref().upcast_to(), RESET_AUTO_FIRE);
    }

    /// The possessing player controller is kept.
    #[ufunction(Override)]
    fn receive_controller_changed(&mut self, _old_controller: UObjectRef<Controller>, new_controller: UObjectRef<Controller>) {
        self.set_player_controller(new_controller.cast().unwrap_or_default());
    }

    /// The character faces its aim: the cursor's point when the mouse aims, else the stick's angle.
    #[ufunction(Override)]
    fn receive_tick(&mut self, _delta_seconds: f32) {
        if let Err(e) = self.face_aim() {
            ulog!(LOG_WARNING, "[TwinStick] the character cannot face its aim: {e}");
        }
    }

    /// The input actions are bound when a controller restarts the character.
    #[ufunction(Override)]
    fn receive_restarted(&mut self) {
        if let Err(e) = self.bind_input() {
            ulog!(LOG_WARNING, "[TwinStick] the input cannot be bound: {e}");
        }
    }

    /// Move input: forward and right of the controller's yaw.
    #[ufunction]
    fn r#move(&mut self, value: UStructRef<FInputActionValue>) {
        let axes = value.axis2d();
        self.do_move(axes.x as f32, axes.y as f32);
    }

    /// Stick aim input.
    #[ufunction]
    fn stick_aim(&mut self, value: UStructRef<FInputActionValue>) {
        let axes = value.axis2d();
        self.do_aim(axes.x as f32, axes.y as f32);
    }

    /// Mouse aim input: the mouse aims from now on, and the cursor shows.
    #[ufunction]
    fn mouse_aim(&mut self, _value: UStructRef<FInputActionValue>) {
        self.set_b_using_mouse(true);
        if let Ok(controller) = self.player_controller().checked() {
            controller.set_show_mouse_cursor(true);
        }
    }

    /// Dash input.
    #[ufunction]
    fn dash(&mut self, _value: UStructRef<FInputActionValue>) {
        self.do_dash();
    }

    /// Shoot input.
    #[ufunction]
    fn shoot(&mut self, _value: UStructRef<FInputActionValue>) {
        self.do_shoot();
    }

    /// Area attack input.
    #[ufunction(name = "AoEAttack")]
    fn ao_e_attack(&mut self, _value: UStructRef<FInputActionValue>) {
        self.do_ao_e_attack();
    }

    /// Moves along the input, also from the touch controls.
    #[ufunction(BlueprintCallable)]
    fn do_move(&mut self, axis_x: f32, axis_y: f32) {
        self.set_last_move_x(axis_x);
        self.set_last_move_y(axis_y);
        let Ok(me) = self.as_ref().checked() else {
            return;
        };
        let control = me.get_control_rotation().to_rotator();
        let yaw_only = FRotator::from_rotator(Rotator::new(0.0, control.yaw, control.roll));
        me.add_movement_input(&KismetMathLibrary::get_forward_vector(&yaw_only), Some(axis_x), Some(false));
        me.add_movement_input(&KismetMathLibrary::get_right_vector(&yaw_only), Some(axis_y), Some(false));
    }

    /// Aims along a stick, also from the touch controls; the mouse no longer aims, and a shot is
    /// fired unless the auto fire waits.
    #[ufunction(BlueprintCallable)]
    fn do_aim(&mut self, axis_x: f32, axis_y: f32) {
        self.set_aim_angle(rules::aim_angle(axis_x, axis_y));
        self.set_b_using_mouse(false);
        if let Ok(controller) = self.player_controller().checked() {
            controller.set_show_mouse_cursor(false);
        }
        if !self.b_auto_fire_active() {
            self.set_b_auto_fire_active(true);
            self.do_shoot();
            KismetSystemLibrary::k2_set_timer(self.self_ref().upcast_to(), RESET_AUTO_FIRE, self.auto_fire_delay(), false, None, None, None);
        }
    }

    /// Dashes along the last move input.
    #[ufunction(BlueprintCallable)]
    fn do_dash(&mut self) {
        let launch = rules::dash_direction(f64::from(self.last_move_x()), f64::from(self.last_move_y())) * f64::from(self.dash_impulse());
        if let Ok(me) = self.as_ref().checked() {
            me.launch_character(&FVector::from_dvec3(launch), true, true);
        }
    }

    /// Shoots a projectile ahead of the character.
    #[ufunction(BlueprintCallable)]
    fn do_shoot(&mut self) {
        if let Err(e) = self.spawn_projectile() {
            ulog!(LOG_WARNING, "[TwinStick] the shot failed: {e}");
        }
    }

    /// Spends an item on an area attack, unless none is held or the last one was too recent.
    #[ufunction(BlueprintCallable, name = "DoAoEAttack")]
    fn do_ao_e_attack(&mut self) {
        if self.items() <= 0 {
            return;
        }
        if let Err(e) = self.spawn_area_attack() {
            ulog!(LOG_WARNING, "[TwinStick] the area attack failed: {e}");
        }
    }

    /// The Blueprint child plays the damage effect.
    #[ufunction(BlueprintImplementableEvent, name = "BP_Damaged")]
    fn bp_damaged(&self) {}

    /// The auto fire timer: stick aim may fire again.
    #[ufunction]
    fn reset_auto_fire(&mut self) {
        self.set_b_auto_fire_active(false);
    }
}

impl TwinStickCharacter {
    /// What `SetupPlayerInputComponent` binds, for a locally controlled player.
    fn bind_input(&self) -> RustealResult<()> {
        let me = self.as_ref();
        let pawn = me.checked()?;
        if !pawn.is_player_controlled() || !pawn.is_locally_controlled() {
            return Ok(());
        }
        for (action, function) in [
            (self.move_action(), "Move"),
            (self.stick_aim_action(), "StickAim"),
            (self.mouse_aim_action(), "MouseAim"),
            (self.dash_action(), "Dash"),
            (self.shoot_action(), "Shoot"),
            (self.ao_e_action(), "AoEAttack"),
        ] {
            bind_action(&me, action, ETriggerEvent::Triggered, function)?;
        }
        Ok(())
    }

    /// `Tick`: the mouse aims at the point under the cursor; the character turns to the aim's yaw.
    fn face_aim(&mut self) -> RustealResult<()> {
        let me = self.as_ref().checked()?;
        let facing = me.k2_get_actor_rotation().to_rotator();
        if self.b_using_mouse() {
            // No player controller (yet): nothing to aim with.
            let Ok(controller) = self.player_controller().checked() else {
                return Ok(());
            };
            let (_, hit) = controller.get_hit_result_under_cursor_by_channel(self.mouse_aim_trace_channel(), true);
            let cursor = FVector::from_dvec3(hit.as_ref().get_location().to_vector());
            let look = KismetMathLibrary::find_look_at_rotation(&me.k2_get_actor_location(), &cursor);
            self.set_aim_angle(look.to_rotator().yaw as f32);
        }
        let aimed = Rotator::new(facing.pitch, f64::from(self.aim_angle()), facing.roll);
        me.k2_set_actor_rotation(&FRotator::from_rotator(aimed), false);
        Ok(())
    }

    /// `DoShoot`: a projectile `ProjectileOffset` ahead, facing the character's way; none where it
    /// would spawn inside something.
    fn spawn_projectile(&self) -> RustealResult<()> {
        let me = self.as_ref().checked()?;
        let ahead = me.k2_get_actor_location().to_vector() + me.get_actor_forward_vector().to_vector() * f64::from(self.projectile_offset());
        let at = KismetMathLibrary::make_transform(&FVector::from_dvec3(ahead), &me.k2_get_actor_rotation(), &me.get_actor_scale3_d());
        let world = me.as_ref().upcast_to();
        let projectile = GameplayStatics::begin_deferred_actor_spawn_from_class(
            world,
            self.projectile_class().upcast_to(),
            &at,
            Some(ESpawnActorCollisionHandlingMethod::DontSpawnIfColliding),
            None,
            None,
        );
        if projectile.is_valid() {
            GameplayStatics::finish_spawning_actor(projectile, &at, None);
        }
        Ok(())
    }

    /// `DoAoEAttack` past its checks: off cooldown, an area attack where the character stands,
    /// one item fewer.
    fn spawn_area_attack(&mut self) -> RustealResult<()> {
        let me = self.as_ref().checked()?;
        let world = me.as_ref().upcast_to();
        let now = GameplayStatics::get_time_seconds(world) as f32;
        if now - self.last_ao_e_time() <= self.ao_e_cooldown_time() {
            return Ok(());
        }
        self.set_last_ao_e_time(now);
        let at = me.get_transform();
        let attack = GameplayStatics::begin_deferred_actor_spawn_from_class(world, self.ao_e_attack_class().upcast_to(), &at, None, None, None);
        GameplayStatics::finish_spawning_actor(attack, &at, None);
        self.set_items(self.items() - 1);
        self.update_items();
        Ok(())
    }

    /// `HandleDamage`: knocked back along the hit's direction, and the Blueprint's effect.
    pub fn handle_damage(&self, _damage: f32, direction: Vector) {
        if let Ok(me) = self.as_ref().checked() {
            me.launch_character(&FVector::from_dvec3(rules::knockback(direction, self.knockback_strength())), true, true);
        }
        self.bp_damaged();
    }

    /// `AddPickup`: one more item.
    pub fn add_pickup(&self) {
        self.set_items(self.items() + 1);
        self.update_items();
    }

    /// `UpdateItems`: the game mode shows the items held.
    fn update_items(&self) {
        if let Ok(mut game_mode) = TwinStickGameMode::from_obj(GameplayStatics::get_game_mode(self.self_ref().upcast_to())) {
            game_mode.item_used(self.items());
        }
    }
}
