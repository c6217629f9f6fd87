//! TwinStickNPC: the Twin Stick variant's `ATwinStickNPC`, an enemy its AI controller's StateTree
//! (ST_TwinStickNPC) runs at the player. It counts itself in the game mode's NPC cap while it
//! lives; running into the player knocks the player back; a projectile or an area attack destroys
//! it: it scores, maybe drops a pickup (`PickupSpawnChance` percent), leaves its destruction proxy,
//! hides, stops colliding and moving, and is destroyed `DeferredDestructionTime` later.
//!
//! The C++ virtuals it overrides are their Blueprint events: `Destroyed` is `ReceiveDestroyed`,
//! `NotifyHit` is `ReceiveHit`.

use bindings::engine::{
    Actor, ActorComponentExt, ActorExt, CapsuleComponentExt, CharacterExt, CharacterMovementComponentExt, EAutoPossessAI, FHitResult,
    GameplayStatics, KismetMathLibrary, KismetSystemLibrary, MovementComponentExt, PawnExt, PrimitiveComponent, PrimitiveComponentExt,
};
use bindings::prelude::*;
use rusteal_runtime::prelude::Rotator;
use rusteal_runtime::runtime::{FName, RustealResult, SubclassOf, UObjectRef, UStructRef};
use rusteal_runtime::{uclass, uclass_impl};

use super::character::TwinStickCharacter;
use super::game_mode::TwinStickGameMode;
use super::npc_destruction::TwinStickNPCDestruction;
use super::pickup::TwinStickPickup;
use super::rules;

/// The destruction timer's function (`DeferredDestroy`, this class's UFUNCTION).
const DEFERRED_DESTROY: &str = "DeferredDestroy";

#[uclass(parent = Character)]
pub struct TwinStickNPC {
    /// The score a kill is worth.
    #[uproperty(EditAnywhere, category = "Score", default = rules::NPC_SCORE)]
    score: i32,

    /// The chance (percent) of dropping a pickup when destroyed.
    #[uproperty(EditAnywhere, category = "Pickup", default = rules::NPC_PICKUP_SPAWN_CHANCE)]
    pickup_spawn_chance: i32,

    /// The pickup dropped.
    #[uproperty(EditAnywhere, category = "Pickup")]
    pickup_class: SubclassOf<TwinStickPickup>,

    /// The destruction proxy left behind.
    #[uproperty(EditAnywhere, category = "Destruction")]
    destruction_proxy_class: SubclassOf<TwinStickNPCDestruction>,

    /// How long after the hit the NPC is destroyed.
    #[uproperty(EditAnywhere, category = "Pickup", default = rules::NPC_DEFERRED_DESTRUCTION_TIME)]
    deferred_destruction_time: f32,

    /// Hit and being destroyed (the StateTree reads it).
    #[uproperty(VisibleAnywhere, BlueprintReadOnly, category = "NPC", default = false)]
    b_hit: bool,
}

#[uclass_impl]
impl TwinStickNPC {
    /// What `ATwinStickNPC`'s constructor sets: an AI controller of its own when spawned, the
    /// capsule reporting hits, a mesh without collision, the movement's speeds and avoidance, on
    /// the floor's plane.
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        let me = self.as_ref().checked()?;
        me.set_auto_possess_ai(EAutoPossessAI::PlacedInWorldOrSpawned);

        let capsule = me.get_capsule_component().checked()?;
        capsule.set_capsule_radius(rules::NPC_CAPSULE_RADIUS, Some(true));
        capsule.set_notify_rigid_body_collision(true);
        me.get_mesh().checked()?.set_collision_profile_name(FName::new("NoCollision").handle(), Some(true));

        let movement = me.get_character_movement().checked()?;
        movement.set_gravity_scale(rules::NPC_GRAVITY_SCALE);
        movement.set_max_acceleration(rules::NPC_MAX_ACCELERATION);
        movement.set_braking_friction(rules::NPC_BRAKING_FRICTION);
        movement.set_max_walk_speed(rules::NPC_MAX_WALK_SPEED);
        movement.set_max_walk_speed_crouched(rules::NPC_MAX_WALK_SPEED_CROUCHED);
        movement.set_rotation_rate(FRotator::from_rotator(Rotator::new(0.0, rules::NPC_ROTATION_RATE_YAW, 0.0)));
        movement.set_orient_rotation_to_movement(true);
        movement.set_use_rvo_avoidance(true);
        movement.set_avoidance_consideration_radius(rules::NPC_AVOIDANCE_CONSIDERATION_RADIUS);
        movement.set_avoidance_weight(rules::NPC_AVOIDANCE_WEIGHT);
        movement.set_plane_constraint_enabled(true);
        movement.set_snap_to_plane_at_start(true);
        Ok(())
    }

    /// One more NPC in the level.
    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        if let Some(mut game_mode) = self.game_mode() {
            game_mode.increase_npcs();
        }
    }

    /// The destruction timer is cleared.
    #[ufunction(Override)]
    fn receive_end_play(&mut self, _end_play_reason: u8) {
        KismetSystemLibrary::k2_clear_timer(self.self_ref().upcast_to(), DEFERRED_DESTROY);
    }

    /// One NPC fewer in the level.
    #[ufunction(Override)]
    fn receive_destroyed(&mut self) {
        if let Some(mut game_mode) = self.game_mode() {
            game_mode.decrease_npcs();
        }
    }

    /// Running into the player's character knocks it back along the NPC's facing.
    #[allow(clippy::too_many_arguments)]
    #[ufunction(Override)]
    fn receive_hit(
        &mut self,
        _my_comp: UObjectRef<PrimitiveComponent>,
        other: UObjectRef<Actor>,
        _other_comp: UObjectRef<PrimitiveComponent>,
        _b_self_moved: bool,
        _hit_location: UStructRef<FVector>,
        _hit_normal: UStructRef<FVector>,
        _normal_impulse: UStructRef<FVector>,
        _hit: UStructRef<FHitResult>,
    ) {
        if let Ok(player) = TwinStickCharacter::from_obj(other)
            && let Ok(me) = self.as_ref().checked()
        {
            player.handle_damage(1.0, me.get_actor_forward_vector().to_vector());
        }
    }

    /// The destruction timer: the NPC goes.
    #[ufunction]
    fn deferred_destroy(&mut self) {
        if let Ok(me) = self.as_ref().checked() {
            me.k2_destroy_actor();
        }
    }
}

impl TwinStickNPC {
    fn game_mode(&self) -> Option<TwinStickGameMode> {
        TwinStickGameMode::from_obj(GameplayStatics::get_game_mode(self.self_ref().upcast_to())).ok()
    }

    /// `ProjectileImpact`: hit by a projectile or an area attack, once.
    pub fn projectile_impact(&self) {
        if self.b_hit() {
            return;
        }
        self.set_b_hit(true);
        let Ok(me) = self.as_ref().checked() else {
            return;
        };
        if let Ok(movement) = me.get_character_movement().checked() {
            movement.deactivate();
        }
        if let Some(mut game_mode) = self.game_mode() {
            game_mode.score_update(self.score());
        }
        let at = me.get_transform();
        let world = me.as_ref().upcast_to();
        if KismetMathLibrary::random_integer_in_range(0, 100) < self.pickup_spawn_chance() {
            let pickup = GameplayStatics::begin_deferred_actor_spawn_from_class(world, self.pickup_class().upcast_to(), &at, None, None, None);
            GameplayStatics::finish_spawning_actor(pickup, &at, None);
        }
        let proxy = GameplayStatics::begin_deferred_actor_spawn_from_class(world, self.destruction_proxy_class().upcast_to(), &at, None, None, None);
        GameplayStatics::finish_spawning_actor(proxy, &at, None);
        me.set_actor_hidden_in_game(true);
        me.set_actor_enable_collision(false);
        KismetSystemLibrary::k2_set_timer(me.as_ref().upcast_to(), DEFERRED_DESTROY, self.deferred_destruction_time(), false, None, None, None);
    }
}
