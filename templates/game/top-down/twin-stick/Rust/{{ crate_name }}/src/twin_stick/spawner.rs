//! TwinStickSpawner: the Twin Stick variant's `ATwinStickSpawner`, which spawns groups of NPCs at
//! random reachable points around itself: a group every `SpawnGroupDelay` (the first when play
//! begins) while the game mode's NPC cap allows, its NPCs one by one a random
//! `MinSpawnDelay`..`MaxSpawnDelay` apart. Its Blueprint child (BP_TwinStickSpawner) sets the NPC
//! class.

use bindings::engine::{ActorExt, GameplayStatics, KismetMathLibrary, KismetSystemLibrary};
use bindings::navigation::{NavigationSystemV1, RecastNavMesh};
use bindings::prelude::*;
use rusteal_runtime::prelude::{Rotator, Vector};
use rusteal_runtime::runtime::{LOG_DISPLAY, SubclassOf, UObjectRef, ulog};
use rusteal_runtime::{uclass, uclass_impl};

use super::game_mode::TwinStickGameMode;
use super::npc::TwinStickNPC;
use super::rules;

/// The timers' functions (this class's UFUNCTIONs).
const SPAWN_NPC_GROUP: &str = "SpawnNPCGroup";
const SPAWN_NPC: &str = "SpawnNPC";

#[uclass(parent = Actor)]
pub struct TwinStickSpawner {
    /// The NPC spawned.
    #[uproperty(EditAnywhere, name = "NPCClass", category = "NPC Spawner")]
    npc_class: SubclassOf<TwinStickNPC>,

    /// The time between groups.
    #[uproperty(EditAnywhere, category = "NPC Spawner", default = rules::SPAWN_GROUP_DELAY)]
    spawn_group_delay: f32,

    /// The shortest time between a group's NPCs.
    #[uproperty(EditAnywhere, category = "NPC Spawner", default = rules::MIN_SPAWN_DELAY)]
    min_spawn_delay: f32,

    /// The longest time between a group's NPCs.
    #[uproperty(EditAnywhere, category = "NPC Spawner", default = rules::MAX_SPAWN_DELAY)]
    max_spawn_delay: f32,

    /// How far from the spawner NPCs appear.
    #[uproperty(EditAnywhere, category = "NPC Spawner", default = rules::SPAWN_RADIUS)]
    spawn_radius: f32,

    /// NPCs per group.
    #[uproperty(EditAnywhere, category = "NPC Spawner", default = rules::SPAWN_GROUP_SIZE)]
    spawn_group_size: i32,

    /// The level's navigation mesh, where NPCs are placed.
    #[uproperty(Transient)]
    nav_data: UObjectRef<RecastNavMesh>,

    /// NPCs of the current group spawned so far.
    #[uproperty(Transient)]
    spawn_count: i32,
}

#[uclass_impl]
impl TwinStickSpawner {
    /// Finds the navigation mesh, starts the group timer and spawns the first group.
    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        let context = self.self_ref().upcast_to();
        let meshes = GameplayStatics::get_all_actors_of_class(context, SubclassOf::<RecastNavMesh>::base().upcast_to());
        match meshes.first() {
            Some(mesh) => self.set_nav_data(mesh.cast().unwrap_or_default()),
            None => ulog!(LOG_DISPLAY, "Could not find recast navmesh"),
        }
        KismetSystemLibrary::k2_set_timer(context, SPAWN_NPC_GROUP, self.spawn_group_delay(), true, None, None, None);
        self.spawn_npc_group();
    }

    /// The timers are cleared.
    #[ufunction(Override)]
    fn receive_end_play(&mut self, _end_play_reason: u8) {
        let context = self.self_ref().upcast_to();
        KismetSystemLibrary::k2_clear_timer(context, SPAWN_NPC_GROUP);
        KismetSystemLibrary::k2_clear_timer(context, SPAWN_NPC);
    }

    /// A new group, when the game mode's NPC cap allows.
    #[ufunction(name = "SpawnNPCGroup")]
    fn spawn_npc_group(&mut self) {
        self.set_spawn_count(0);
        if let Ok(game_mode) = TwinStickGameMode::from_obj(GameplayStatics::get_game_mode(self.self_ref().upcast_to()))
            && game_mode.can_spawn_npcs()
        {
            self.spawn_npc();
        }
    }

    /// One NPC at a random reachable point; the next after a random delay, until the group is full.
    #[ufunction(name = "SpawnNPC")]
    fn spawn_npc(&mut self) {
        let Ok(me) = self.as_ref().checked() else {
            return;
        };
        let context = me.as_ref().upcast_to();
        let (found, location) = NavigationSystemV1::k2_get_random_reachable_point_in_radius(
            context,
            &me.k2_get_actor_location(),
            self.spawn_radius(),
            Some(self.nav_data().upcast_to()),
            None,
        );
        if found {
            let at = KismetMathLibrary::make_transform(
                &location,
                &FRotator::from_rotator(Rotator::new(0.0, 0.0, 0.0)),
                &FVector::from_dvec3(Vector::new(1.0, 1.0, 1.0)),
            );
            let npc = GameplayStatics::begin_deferred_actor_spawn_from_class(context, self.npc_class().upcast_to(), &at, None, None, None);
            GameplayStatics::finish_spawning_actor(npc, &at, None);
        }
        self.set_spawn_count(self.spawn_count() + 1);
        if self.spawn_count() < self.spawn_group_size() {
            let delay = KismetMathLibrary::random_float_in_range(f64::from(self.min_spawn_delay()), f64::from(self.max_spawn_delay()));
            KismetSystemLibrary::k2_set_timer(context, SPAWN_NPC, delay as f32, false, None, None, None);
        }
    }
}
