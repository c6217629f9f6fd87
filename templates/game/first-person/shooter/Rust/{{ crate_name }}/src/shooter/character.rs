//! ShooterCharacter: the Shooter variant's `AShooterCharacter`, the player's pawn. A
//! FirstPersonCharacter that holds weapons (fire while the trigger is held, switch to the next),
//! aims where its camera looks, has hit points and a team, and carries a noise emitter for AI
//! hearing. At zero hit points it adds a point to its team's count in the game mode (as the C++
//! class does, the team of the one that died), is tagged dead, stops moving, stops colliding, takes
//! no input, empties the bullet counter and, after its respawn time, is destroyed, which makes its
//! controller respawn a new one.
//!
//! The C++ class overrides the parent's `DoAim`, `DoMove`, `DoJumpStart` and `DoJumpEnd` to do
//! nothing once dead; a Rust class's functions are not virtual to another Rust class, so here a dead
//! character takes no input and cannot move, which stops its own bindings and moves; a Blueprint
//! calling the parent's `DoAim` (the touch controls) still turns its view. It tells its controller
//! about damage and bullets itself, where the C++ class broadcasts delegates the controller binds.

use bindings::engine::{
    Actor, ActorExt, AnimMontage, CharacterExt, CharacterMovementComponentExt, Controller, DamageType,
    ECollisionEnabled, GameplayStatics, KismetMathLibrary, KismetSystemLibrary, MovementComponentExt, PawnExt,
    PawnNoiseEmitterComponent, PrimitiveComponentExt, SceneComponentExt, SkeletalMeshComponentExt,
};
use bindings::enhanced_input::{ETriggerEvent, InputAction};
use bindings::prelude::*;
use rusteal_runtime::prelude::{Rotator, Vector};
use rusteal_runtime::runtime::{FName, LOG_WARNING, RustealResult, SubclassOf, UObjectRef, ulog};
use rusteal_runtime::{uclass, uclass_impl};

use super::game_mode::ShooterGameMode;
use super::model;
use super::player_controller::ShooterPlayerController;
use super::trace;
use super::weapon::ShooterWeapon;
use super::weapon_holder::{ShooterWeaponHolder, attach_to_first_person};
use crate::character::FirstPersonCharacter;

/// `AShooterCharacter`'s rotation rate: 600 degrees per second of yaw.
const ROTATION_RATE_YAW: f64 = 600.0;

#[uclass(parent = FirstPersonCharacter)]
pub struct ShooterCharacter {
    /// Makes the character's noises heard by AI perception.
    #[component(name = "Pawn Noise Emitter")]
    pawn_noise_emitter: PawnNoiseEmitterComponent,

    /// Fire input action.
    #[uproperty(EditAnywhere, category = "Input")]
    fire_action: UObjectRef<InputAction>,

    /// Switch weapon input action.
    #[uproperty(EditAnywhere, category = "Input")]
    switch_weapon_action: UObjectRef<InputAction>,

    /// The arms' socket a weapon's first-person mesh attaches to.
    #[uproperty(EditAnywhere, category = "Weapons")]
    first_person_weapon_socket: FName,

    /// The body's socket a weapon's third-person mesh attaches to.
    #[uproperty(EditAnywhere, category = "Weapons")]
    third_person_weapon_socket: FName,

    /// How far the aim is traced.
    #[uproperty(EditAnywhere, category = "Aim", default = 10000.0)]
    max_aim_distance: f32,

    /// Hit points at the start.
    #[uproperty(EditAnywhere, name = "MaxHP", category = "Health", default = 500.0)]
    max_hp: f32,

    /// Hit points left.
    #[uproperty(name = "CurrentHP")]
    current_hp: f32,

    /// The character's team.
    #[uproperty(EditAnywhere, category = "Team", default = 0)]
    team_byte: u8,

    /// Tag a dead character carries.
    #[uproperty(EditAnywhere, category = "Team")]
    death_tag: FName,

    /// The player's tag, given to its weapons' noise.
    #[uproperty(EditAnywhere, category = "Tags")]
    player_tag: FName,

    /// The weapons it holds.
    #[uproperty]
    owned_weapons: UeArray<UObjectRef<ShooterWeapon>>,

    /// The weapon in hand.
    #[uproperty]
    current_weapon: UObjectRef<ShooterWeapon>,

    /// Seconds between death and destruction.
    #[uproperty(EditAnywhere, category = "Destruction", default = 5.0)]
    respawn_time: f32,
}

#[uclass_impl]
impl ShooterCharacter {
    /// What `AShooterCharacter`'s constructor sets.
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        self.set_first_person_weapon_socket(FName::new("HandGrip_R"));
        self.set_third_person_weapon_socket(FName::new("HandGrip_R"));
        self.set_death_tag(FName::new("Dead"));
        self.set_player_tag(FName::new("Player"));
        self.as_ref()
            .checked()?
            .get_character_movement()
            .checked()?
            .set_rotation_rate(&FRotator::from_rotator(Rotator::new(0.0, ROTATION_RATE_YAW, 0.0)));
        Ok(())
    }

    /// Full hit points, shown.
    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        self.set_current_hp(self.max_hp());
        self.tell_damaged(1.0);
    }

    #[ufunction(Override)]
    fn receive_end_play(&mut self, _end_play_reason: u8) {
        KismetSystemLibrary::k2_clear_timer(self.as_ref().upcast_to(), "OnRespawn");
    }

    /// The parent's input, then Fire (pressed starts, released stops) and Switch Weapon.
    #[ufunction(Override)]
    fn receive_restarted(&mut self) {
        if let Ok(mut parent) = FirstPersonCharacter::from_obj(self.self_ref()) {
            parent.receive_restarted();
        }
        if let Err(e) = self.bind_weapon_input() {
            ulog!(LOG_WARNING, "[Shooter] {} failed to bind its weapon input: {e}", self.name());
        }
    }

    /// Damage taken: hit points lost, death at zero, the life bar told.
    #[ufunction(Override)]
    fn receive_any_damage(
        &mut self,
        damage: f32,
        _damage_type: UObjectRef<DamageType>,
        _instigated_by: UObjectRef<Controller>,
        _damage_causer: UObjectRef<Actor>,
    ) {
        if self.current_hp() <= 0.0 {
            return;
        }
        self.set_current_hp(self.current_hp() - damage);
        if self.current_hp() <= 0.0 {
            self.die();
        }
        self.tell_damaged(model::life_fraction(self.current_hp(), self.max_hp()));
    }

    /// The trigger pulled.
    #[ufunction(BlueprintCallable)]
    fn do_start_firing(&mut self) {
        if !self.is_dead()
            && let Ok(mut weapon) = ShooterWeapon::from_obj(self.current_weapon())
        {
            weapon.start_firing();
        }
    }

    /// The trigger released.
    #[ufunction(BlueprintCallable)]
    fn do_stop_firing(&mut self) {
        if !self.is_dead()
            && let Ok(mut weapon) = ShooterWeapon::from_obj(self.current_weapon())
        {
            weapon.stop_firing();
        }
    }

    /// The next weapon held, after the last the first.
    #[ufunction(BlueprintCallable)]
    fn do_switch_weapon(&mut self) {
        let Ok(weapons) = self.owned_weapons().to_vec() else {
            return;
        };
        if weapons.len() < 2 || self.is_dead() {
            return;
        }
        if let Ok(mut weapon) = ShooterWeapon::from_obj(self.current_weapon()) {
            weapon.deactivate_weapon();
        }
        let current = self.current_weapon();
        let index = weapons.iter().position(|w| *w == current).unwrap_or(0);
        let next = weapons[model::next_weapon_index(index, weapons.len())];
        self.set_current_weapon(next);
        if let Ok(mut weapon) = ShooterWeapon::from_obj(next) {
            weapon.activate_weapon(self.player_tag());
        }
    }

    /// The Blueprint plays the death.
    #[ufunction(BlueprintImplementableEvent, name = "BP_OnDeath")]
    fn bp_on_death(&self) {}

    /// The respawn time passed: destroyed (the controller respawns a new character).
    #[ufunction]
    fn on_respawn(&mut self) {
        if let Ok(me) = self.as_ref().checked() {
            me.k2_destroy_actor();
        }
    }
}

impl ShooterCharacter {
    pub fn is_dead(&self) -> bool {
        self.current_hp() <= 0.0
    }

    /// The team its controller gives it.
    pub fn set_team(&self, team: u8) {
        self.set_team_byte(team);
    }

    fn name(&self) -> String {
        self.as_ref().get_name().unwrap_or_else(|_| "ShooterCharacter".into())
    }

    fn base(&self) -> RustealResult<FirstPersonCharacter> {
        FirstPersonCharacter::from_obj(self.self_ref())
    }

    /// Only a locally controlled player's pawn has input.
    fn bind_weapon_input(&self) -> RustealResult<()> {
        let me = self.as_ref();
        let pawn = me.checked()?;
        if !pawn.is_player_controlled() || !pawn.is_locally_controlled() {
            return Ok(());
        }
        bind_action(&me, self.fire_action(), ETriggerEvent::Started, "DoStartFiring")?;
        bind_action(&me, self.fire_action(), ETriggerEvent::Completed, "DoStopFiring")?;
        bind_action(&me, self.switch_weapon_action(), ETriggerEvent::Triggered, "DoSwitchWeapon")?;
        Ok(())
    }

    /// The controller that shows this character's life and bullets, if it is the Shooter's.
    fn listener(&self) -> Option<ShooterPlayerController> {
        ShooterPlayerController::from_obj(self.as_ref().checked().ok()?.get_controller()).ok()
    }

    fn tell_damaged(&self, life_fraction: f32) {
        if let Some(mut controller) = self.listener() {
            controller.on_pawn_damaged(life_fraction);
        }
    }

    fn tell_bullets(&self, magazine_size: i32, bullets: i32) {
        if let Some(mut controller) = self.listener() {
            controller.on_bullet_count_updated(magazine_size, bullets);
        }
    }

    /// A weapon it holds of `class` or a subclass.
    fn weapon_of_class(&self, class: SubclassOf<ShooterWeapon>) -> Option<UObjectRef<ShooterWeapon>> {
        self.owned_weapons().to_vec().ok()?.into_iter().find(|weapon| {
            KismetMathLibrary::class_is_child_of(GameplayStatics::get_object_class(weapon.upcast_to()), class.upcast_to())
        })
    }

    fn die(&mut self) {
        if let Ok(mut weapon) = ShooterWeapon::from_obj(self.current_weapon()) {
            weapon.deactivate_weapon();
        }
        let Ok(me) = self.as_ref().checked() else {
            return;
        };
        if let Ok(mut game_mode) = ShooterGameMode::from_obj(GameplayStatics::get_game_mode(me.as_ref().upcast_to())) {
            game_mode.increment_team_score(self.team_byte());
        }
        if let Err(e) = me.tags().push(&self.death_tag()) {
            ulog!(LOG_WARNING, "[Shooter] {} could not be tagged dead: {e}", self.name());
        }
        if let Ok(movement) = me.get_character_movement().checked() {
            movement.stop_movement_immediately();
            movement.disable_movement();
        }
        if let Ok(capsule) = me.get_capsule_component().checked() {
            capsule.set_collision_enabled(ECollisionEnabled::NoCollision);
        }
        me.disable_input(UObjectRef::null());
        self.tell_bullets(0, 0);
        self.bp_on_death();
        KismetSystemLibrary::k2_set_timer(me.as_ref().upcast_to(), "OnRespawn", self.respawn_time(), false, None, None, None);
    }
}

impl ShooterWeaponHolder for ShooterCharacter {
    /// The weapon's actor to the character, its first-person mesh to the arms' socket and its
    /// third-person mesh to the body's (the C++ class uses the first-person socket name for both).
    fn attach_weapon_meshes(&mut self, weapon: &ShooterWeapon) {
        if let Ok(base) = self.base() {
            let socket = self.first_person_weapon_socket();
            attach_to_first_person(&base, weapon, socket, socket);
        }
    }

    /// The C++ class leaves the firing montage to its Blueprint.
    fn play_firing_montage(&mut self, _montage: UObjectRef<AnimMontage>) {}

    fn add_weapon_recoil(&mut self, recoil: f32) {
        if let Ok(me) = self.as_ref().checked() {
            me.add_controller_pitch_input(recoil);
        }
    }

    fn update_weapon_hud(&mut self, current_ammo: i32, magazine_size: i32) {
        self.tell_bullets(magazine_size, current_ammo);
    }

    /// What the camera looks at, up to the aim distance.
    fn get_weapon_target_location(&mut self) -> Vector {
        let Ok(camera) = self.base().and_then(|base| base.first_person_camera_component()?.checked()) else {
            return Vector::ZERO;
        };
        let start = camera.k2_get_component_location().to_vector();
        let end = start + camera.get_forward_vector().to_vector() * f64::from(self.max_aim_distance());
        let me = self.as_ref().upcast_to::<Actor>();
        trace::visibility_hit(me, start, end, &[me], true).unwrap_or(end)
    }

    /// A weapon of a class it does not hold yet: spawned, held, and in hand.
    fn add_weapon_class(&mut self, weapon_class: SubclassOf<ShooterWeapon>) {
        if self.weapon_of_class(weapon_class).is_some() {
            return;
        }
        let added = match ShooterWeapon::spawn_for(self.as_ref().upcast_to(), weapon_class) {
            Ok(weapon) => weapon,
            Err(e) => {
                ulog!(LOG_WARNING, "[Shooter] {} could not take a weapon: {e}", self.name());
                return;
            }
        };
        if let Err(e) = self.owned_weapons().push(&added) {
            ulog!(LOG_WARNING, "[Shooter] {} could not keep its weapon: {e}", self.name());
        }
        if let Ok(mut weapon) = ShooterWeapon::from_obj(self.current_weapon()) {
            weapon.deactivate_weapon();
        }
        self.set_current_weapon(added);
        if let Ok(mut weapon) = ShooterWeapon::from_obj(added) {
            weapon.activate_weapon(self.player_tag());
        }
    }

    /// The weapon's bullets shown, and its animations on the arms and the body.
    fn on_weapon_activated(&mut self, weapon: &ShooterWeapon) {
        self.tell_bullets(weapon.magazine_size(), weapon.bullet_count());
        if let Ok(arms) = self.base().and_then(|base| base.first_person_mesh()?.checked()) {
            arms.set_anim_class(weapon.first_person_anim_instance_class().upcast_to());
        }
        if let Ok(body) = self.as_ref().checked().and_then(|me| me.get_mesh().checked()) {
            body.set_anim_class(weapon.third_person_anim_instance_class().upcast_to());
        }
    }

    fn on_weapon_deactivated(&mut self, _weapon: &ShooterWeapon) {}

    /// A player fires again by pulling the trigger again.
    fn on_semi_weapon_refire(&mut self) {}
}
