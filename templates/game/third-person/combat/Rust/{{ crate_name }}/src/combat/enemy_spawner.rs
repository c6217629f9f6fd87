//! CombatEnemySpawner: the Combat variant's `ACombatEnemySpawner`. It spawns its `EnemyClass` at
//! its spawn capsule, one at a time, `SpawnCount` in all: the first `InitialSpawnDelay` after play
//! begins, or, when it does not spawn right away, when something activates it (an activation
//! volume, or another spawner running out); each next one `RespawnDelay` after the last one died.
//! When the last one dies it activates its `ActorsToActivateWhenDepleted` after `ActivationDelay`.
//! The C++ class keeps one timer handle for both of its timed calls; here, timers named by function,
//! a new one clears the other first, to the same effect.

use bindings::engine::{Actor, ArrowComponent, CapsuleComponent, CapsuleComponentExt, KismetSystemLibrary, PrimitiveComponentExt, SceneComponent, SceneComponentExt};
use bindings::prelude::*;
use rusteal_runtime::prelude::Vector;
use rusteal_runtime::runtime::{FName, LOG_WARNING, RustealResult, SubclassOf, UObjectRef, ulog};
use rusteal_runtime::{uclass, uclass_impl};

use super::enemy::CombatEnemy;
use super::interfaces::{self, CombatActivatable};
use super::model;

/// The spawner's timed functions (this class's UFUNCTIONs).
const SPAWN_ENEMY: &str = "SpawnEnemy";
const SPAWNER_DEPLETED: &str = "SpawnerDepleted";

#[uclass(parent = Actor)]
pub struct CombatEnemySpawner {
    /// The spawner's place.
    #[component(root, name = "Root")]
    root: SceneComponent,

    /// Where an enemy spawns (an enemy's capsule, colliding with nothing).
    #[component(attach = "root", name = "Spawn Capsule")]
    spawn_capsule: CapsuleComponent,

    /// Which way it faces.
    #[component(attach = "root", name = "Spawn Direction")]
    spawn_direction: ArrowComponent,

    /// The enemy to spawn.
    #[uproperty(EditAnywhere, category = "Enemy Spawner")]
    enemy_class: SubclassOf<CombatEnemy>,

    /// Spawn when play begins, or wait to be activated.
    #[uproperty(EditAnywhere, category = "Enemy Spawner", default = true)]
    b_should_spawn_enemies_immediately: bool,

    /// Seconds from play to the first enemy, when spawning right away.
    #[uproperty(EditAnywhere, category = "Enemy Spawner", default = model::INITIAL_SPAWN_DELAY)]
    initial_spawn_delay: f32,

    /// Enemies left to spawn.
    #[uproperty(EditAnywhere, category = "Enemy Spawner", default = model::SPAWN_COUNT)]
    spawn_count: i32,

    /// Seconds from an enemy's death to the next one.
    #[uproperty(EditAnywhere, category = "Enemy Spawner", default = model::RESPAWN_DELAY)]
    respawn_delay: f32,

    /// Seconds from the last enemy's death to activating what comes next.
    #[uproperty(EditAnywhere, category = "Activation", default = model::ACTIVATION_DELAY)]
    activation_delay: f32,

    /// What to activate when the spawner runs out.
    #[uproperty(EditAnywhere, category = "Activation")]
    actors_to_activate_when_depleted: UeArray<UObjectRef<Actor>>,

    /// Activated already (it spawns from an activation once).
    #[uproperty(Transient)]
    b_has_been_activated: bool,
}

#[uclass_impl]
impl CombatEnemySpawner {
    /// The spawn capsule: 90 cm up, an enemy's size, no collision.
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        let capsule = self.spawn_capsule()?.checked()?;
        capsule.k2_set_relative_location(&FVector::from_dvec3(Vector::new(0.0, 0.0, model::SPAWN_CAPSULE_HEIGHT)), false, false);
        capsule.set_capsule_size(model::CAPSULE_RADIUS, model::CAPSULE_HALF_HEIGHT, Some(true));
        capsule.set_collision_profile_name(FName::new("NoCollision").handle(), Some(true));
        Ok(())
    }

    /// The first enemy on a timer, when spawning right away.
    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        if self.b_should_spawn_enemies_immediately() {
            self.time(SPAWN_ENEMY, self.initial_spawn_delay());
        }
    }

    /// The timers are cleared.
    #[ufunction(Override)]
    fn receive_end_play(&mut self, _end_play_reason: u8) {
        for function in [SPAWN_ENEMY, SPAWNER_DEPLETED] {
            KismetSystemLibrary::k2_clear_timer(self.self_ref().upcast_to(), function);
        }
    }

    /// An enemy at the spawn capsule, watched for its death.
    #[ufunction]
    fn spawn_enemy(&mut self) {
        if let Err(e) = self.spawn() {
            ulog!(LOG_WARNING, "[Combat] the spawner cannot spawn an enemy: {e}");
        }
    }

    /// An enemy it spawned died: the next one on a timer, or, the last one, the depletion.
    #[ufunction]
    fn on_enemy_died(&mut self) {
        let left = self.spawn_count() - 1;
        self.set_spawn_count(left);
        if left <= 0 {
            self.time(SPAWNER_DEPLETED, self.activation_delay());
        } else {
            self.time(SPAWN_ENEMY, self.respawn_delay());
        }
    }

    /// Out of enemies: what it should activate is activated.
    #[ufunction]
    fn spawner_depleted(&mut self) {
        let Ok(actors) = self.actors_to_activate_when_depleted().to_vec() else {
            return;
        };
        let me = self.self_ref().upcast_to();
        for actor in actors {
            if let Some(mut activatable) = interfaces::activatable(actor) {
                activatable.activate_interaction(me);
            }
        }
    }
}

impl CombatEnemySpawner {
    fn spawn(&mut self) -> RustealResult<()> {
        let class = self.enemy_class();
        if class.is_null() {
            return Ok(());
        }
        let at = self.spawn_capsule()?.checked()?.k2_get_component_to_world();
        let enemy = self.self_ref().get_world()?.spawn_actor_of_class(class, &at)?;
        CombatEnemy::from_obj(enemy)?.on_enemy_died_add_ufunction(self, "OnEnemyDied")
    }

    /// `function` in `seconds`, the other timed call cleared (the C++ class's one timer handle).
    fn time(&self, function: &str, seconds: f32) {
        for pending in [SPAWN_ENEMY, SPAWNER_DEPLETED] {
            KismetSystemLibrary::k2_clear_timer(self.self_ref().upcast_to(), pending);
        }
        KismetSystemLibrary::k2_set_timer(self.self_ref().upcast_to(), function, seconds, false, None, None, None);
    }
}

impl CombatActivatable for CombatEnemySpawner {
    fn toggle_interaction(&mut self, _instigator: UObjectRef<Actor>) {}

    /// Activated once, and only when it waits to be: the first enemy now.
    fn activate_interaction(&mut self, _instigator: UObjectRef<Actor>) {
        if self.b_has_been_activated() || self.b_should_spawn_enemies_immediately() {
            return;
        }
        self.set_b_has_been_activated(true);
        self.spawn_enemy();
    }

    fn deactivate_interaction(&mut self, _instigator: UObjectRef<Actor>) {}
}
