//! ShooterNPC: the Shooter variant's `AShooterNPC`, the enemy its AI controller runs. A
//! FirstPersonCharacter that holds one weapon of its weapon class (spawned when play begins), aims
//! it at the actor it is told to shoot with some variance (a random height below the target's
//! origin, then a random direction inside a cone about that), refires a semi-automatic weapon for as long as it
//! shoots, and has hit points and a team. At zero hit points it dies: tagged dead, its `OnPawnDeath`
//! delegate broadcast (its controller and its spawner listen), its team's score told, its
//! capsule no longer colliding, its movement stopped and its mesh a ragdoll; it is destroyed after
//! `DeferredDestructionTime` seconds.

use bindings::engine::{
    Actor, ActorExt, AnimMontage, CharacterExt, Controller, DamageType, ECollisionEnabled, GameplayStatics,
    KismetMathLibrary, KismetSystemLibrary, MovementComponentExt, NavMovementComponentExt, PrimitiveComponentExt,
    SceneComponentExt, SkeletalMeshComponentExt,
};
use bindings::prelude::*;
use rusteal_runtime::prelude::Vector;
use rusteal_runtime::runtime::{FName, LOG_WARNING, RustealResult, SubclassOf, UObjectRef, ulog};
use rusteal_runtime::{uclass, uclass_impl};

use super::game_mode::ShooterGameMode;
use super::trace;
use super::weapon::ShooterWeapon;
use super::weapon_holder::{ShooterWeaponHolder, attach_to_first_person};
use crate::character::FirstPersonCharacter;

#[uclass(parent = FirstPersonCharacter)]
pub struct ShooterNPC {
    /// Hit points left.
    #[uproperty(EditAnywhere, BlueprintReadOnly, name = "CurrentHP", category = "Damage", default = 100.0)]
    current_hp: f32,

    /// The mesh's collision profile once it is a ragdoll.
    #[uproperty(EditAnywhere, category = "Damage")]
    ragdoll_collision_profile: FName,

    /// Seconds between death and destruction.
    #[uproperty(EditAnywhere, category = "Damage", default = 5.0)]
    deferred_destruction_time: f32,

    /// The NPC's team.
    #[uproperty(EditAnywhere, category = "Team", default = 1)]
    team_byte: u8,

    /// Tag a dead NPC carries.
    #[uproperty(EditAnywhere, category = "Team")]
    death_tag: FName,

    /// The weapon it holds.
    #[uproperty]
    weapon: UObjectRef<ShooterWeapon>,

    /// The class of that weapon.
    #[uproperty(EditAnywhere, category = "Weapon")]
    weapon_class: SubclassOf<ShooterWeapon>,

    /// The arms' socket the weapon's first-person mesh attaches to.
    #[uproperty(EditAnywhere, BlueprintReadOnly, category = "Weapons")]
    first_person_weapon_socket: FName,

    /// The body's socket the weapon's third-person mesh attaches to.
    #[uproperty(EditAnywhere, BlueprintReadOnly, category = "Weapons")]
    third_person_weapon_socket: FName,

    /// How far the aim is traced.
    #[uproperty(EditAnywhere, category = "Aim", default = 10000.0)]
    aim_range: f32,

    /// Half angle of the cone the aim varies in, in degrees.
    #[uproperty(EditAnywhere, category = "Aim", default = 10.0)]
    aim_variance_half_angle: f32,

    /// The lowest and highest offsets of the aim below the target's origin.
    #[uproperty(EditAnywhere, category = "Aim", default = -35.0)]
    min_aim_offset_z: f32,
    #[uproperty(EditAnywhere, category = "Aim", default = -60.0)]
    max_aim_offset_z: f32,

    /// The actor it shoots at.
    #[uproperty]
    current_aim_target: UObjectRef<Actor>,

    /// Whether it shoots (a semi-automatic weapon refires while it does).
    #[uproperty(Transient)]
    is_shooting: bool,

    /// Whether it died.
    #[uproperty(Transient)]
    is_dead: bool,
}

#[uclass_impl]
impl ShooterNPC {
    /// What `AShooterNPC`'s constructor sets.
    #[class_defaults]
    fn class_defaults(&mut self) {
        self.set_ragdoll_collision_profile(FName::new("Ragdoll"));
        self.set_death_tag(FName::new("Dead"));
        self.set_first_person_weapon_socket(FName::new("HandGrip_R"));
        self.set_third_person_weapon_socket(FName::new("HandGrip_R"));
    }

    /// Its weapon, spawned for it.
    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        match ShooterWeapon::spawn_for(self.as_ref().upcast_to(), self.weapon_class()) {
            Ok(weapon) => self.set_weapon(weapon),
            Err(e) => ulog!(LOG_WARNING, "[Shooter] {} could not take its weapon: {e}", self.name()),
        }
    }

    #[ufunction(Override)]
    fn receive_end_play(&mut self, _end_play_reason: u8) {
        KismetSystemLibrary::k2_clear_timer(self.as_ref().upcast_to(), "DeferredDestruction");
    }

    /// Damage taken: hit points lost, death at zero.
    #[ufunction(Override)]
    fn receive_any_damage(
        &mut self,
        damage: f32,
        _damage_type: UObjectRef<DamageType>,
        _instigated_by: UObjectRef<Controller>,
        _damage_causer: UObjectRef<Actor>,
    ) {
        if self.is_dead() {
            return;
        }
        self.set_current_hp(self.current_hp() - damage);
        if self.current_hp() <= 0.0 {
            self.die();
        }
    }

    /// The destruction time after death passed.
    #[ufunction]
    fn deferred_destruction(&mut self) {
        if let Ok(me) = self.as_ref().checked() {
            me.k2_destroy_actor();
        }
    }

    /// The NPC died.
    #[udelegate]
    pub fn on_pawn_death(&self) {}
}

impl ShooterNPC {
    fn name(&self) -> String {
        self.as_ref().get_name().unwrap_or_else(|_| "ShooterNPC".into())
    }

    fn base(&self) -> RustealResult<FirstPersonCharacter> {
        FirstPersonCharacter::from_obj(self.self_ref())
    }

    fn die(&mut self) {
        self.set_is_dead(true);
        let Ok(me) = self.as_ref().checked() else {
            return;
        };
        if let Err(e) = me.tags().push(&self.death_tag()) {
            ulog!(LOG_WARNING, "[Shooter] {} could not be tagged dead: {e}", self.name());
        }
        // Its controller and its spawner listen.
        self.on_pawn_death();
        if let Ok(mut game_mode) = ShooterGameMode::from_obj(GameplayStatics::get_game_mode(me.as_ref().upcast_to())) {
            game_mode.increment_team_score(self.team_byte());
        }
        if let Ok(capsule) = me.get_capsule_component().checked() {
            capsule.set_collision_enabled(ECollisionEnabled::NoCollision);
        }
        if let Ok(movement) = me.get_character_movement().checked() {
            movement.stop_movement_immediately();
            movement.stop_active_movement();
        }
        if let Ok(mesh) = me.get_mesh().checked() {
            mesh.set_collision_profile_name(self.ragdoll_collision_profile().handle(), Some(true));
            mesh.set_simulate_physics(true);
            mesh.set_physics_blend_weight(1.0);
        }
        KismetSystemLibrary::k2_set_timer(
            me.as_ref().upcast_to(),
            "DeferredDestruction",
            self.deferred_destruction_time(),
            false,
            None,
            None,
            None,
        );
    }

    /// Shoots at `target` until told to stop.
    pub fn start_shooting(&mut self, target: UObjectRef<Actor>) {
        self.set_current_aim_target(target);
        self.set_is_shooting(true);
        if let Ok(mut weapon) = ShooterWeapon::from_obj(self.weapon()) {
            weapon.start_firing();
        }
    }

    pub fn stop_shooting(&mut self) {
        self.set_is_shooting(false);
        if let Ok(mut weapon) = ShooterWeapon::from_obj(self.weapon()) {
            weapon.stop_firing();
        }
    }
}

impl ShooterWeaponHolder for ShooterNPC {
    /// The weapon's actor to the NPC, its meshes to the arms' and the body's sockets.
    fn attach_weapon_meshes(&mut self, weapon: &ShooterWeapon) {
        if let Ok(base) = self.base() {
            attach_to_first_person(&base, weapon, self.first_person_weapon_socket(), self.third_person_weapon_socket());
        }
    }

    fn play_firing_montage(&mut self, _montage: UObjectRef<AnimMontage>) {}

    fn add_weapon_recoil(&mut self, _recoil: f32) {}

    fn update_weapon_hud(&mut self, _current_ammo: i32, _magazine_size: i32) {}

    /// Towards the target (a random height below its origin), varied inside the aim cone, up to
    /// the aim range or what the trace hits first; ahead of its camera without a target.
    fn get_weapon_target_location(&mut self) -> Vector {
        let Ok(camera) = self.base().and_then(|base| base.first_person_camera_component()?.checked()) else {
            return Vector::ZERO;
        };
        let start = camera.k2_get_component_location().to_vector();
        let axis = match self.current_aim_target().checked() {
            Ok(target) => {
                let mut aim_at = target.k2_get_actor_location().to_vector();
                aim_at.z += f64::from(KismetMathLibrary::random_float_in_range(
                    f64::from(self.min_aim_offset_z()),
                    f64::from(self.max_aim_offset_z()),
                ));
                FVector::from_dvec3((aim_at - start).normalized())
            }
            Err(_) => camera.get_forward_vector(),
        };
        let direction = KismetMathLibrary::random_unit_vector_in_cone_in_degrees(&axis, self.aim_variance_half_angle()).to_vector();
        let end = start + direction * f64::from(self.aim_range());
        let me = self.as_ref().upcast_to::<Actor>();
        trace::visibility_hit(me, start, end, &[me], true).unwrap_or(end)
    }

    fn add_weapon_class(&mut self, _weapon_class: SubclassOf<ShooterWeapon>) {}

    fn on_weapon_activated(&mut self, _weapon: &ShooterWeapon) {}

    fn on_weapon_deactivated(&mut self, _weapon: &ShooterWeapon) {}

    /// A semi-automatic weapon fires again while the NPC shoots.
    fn on_semi_weapon_refire(&mut self) {
        if self.is_shooting()
            && let Ok(mut weapon) = ShooterWeapon::from_obj(self.weapon())
        {
            weapon.start_firing();
        }
    }
}
