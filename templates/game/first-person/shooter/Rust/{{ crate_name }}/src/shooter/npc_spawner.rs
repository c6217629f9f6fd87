//! ShooterNPCSpawner: the Shooter variant's `AShooterNPCSpawner`, which spawns NPCs of its NPC class
//! (BP_ShooterNPC, from its Blueprint child BP_ShooterNPCSpawner) one at a time at its spawn
//! capsule: the first `InitialSpawnDelay` seconds after play begins, each next one `RespawnDelay`
//! seconds after the last one died, `SpawnCount` in all. It spawns none in a game of several local
//! players (the game mode says so).

use bindings::engine::{ArrowComponent, CapsuleComponent, CapsuleComponentExt, GameplayStatics, KismetSystemLibrary, PrimitiveComponentExt, SceneComponent, SceneComponentExt};
use bindings::prelude::*;
use rusteal_runtime::prelude::Vector;
use rusteal_runtime::runtime::{FName, LOG_WARNING, RustealResult, SubclassOf, ulog};
use rusteal_runtime::{uclass, uclass_impl};

use super::game_mode::ShooterGameMode;
use super::npc::ShooterNPC;

/// The spawn capsule `AShooterNPCSpawner`'s constructor makes: 90 cm up, radius 35, half height 90.
const SPAWN_CAPSULE_HEIGHT: f64 = 90.0;
const SPAWN_CAPSULE_RADIUS: f32 = 35.0;
const SPAWN_CAPSULE_HALF_HEIGHT: f32 = 90.0;

/// `ESpawnActorCollisionHandlingMethod::AdjustIfPossibleButAlwaysSpawn`.
const ADJUST_BUT_ALWAYS_SPAWN: u8 = 2;

#[uclass(parent = Actor)]
pub struct ShooterNPCSpawner {
    #[component(root, name = "Root")]
    root: SceneComponent,

    /// Where and how big an NPC appears.
    #[component(attach = "root", name = "Spawn Capsule")]
    spawn_capsule: CapsuleComponent,

    /// Which way it faces.
    #[component(attach = "root", name = "Spawn Direction")]
    spawn_direction: ArrowComponent,

    /// The NPCs' class.
    #[uproperty(EditAnywhere, BlueprintReadOnly, name = "NPCClass", category = "NPC Spawner")]
    npc_class: SubclassOf<ShooterNPC>,

    /// Seconds from the start of play to the first NPC.
    #[uproperty(EditAnywhere, BlueprintReadOnly, category = "NPC Spawner", default = 5.0)]
    initial_spawn_delay: f32,

    /// NPCs left to spawn.
    #[uproperty(EditAnywhere, BlueprintReadOnly, category = "NPC Spawner", default = 1)]
    spawn_count: i32,

    /// Seconds from an NPC's death to the next one.
    #[uproperty(EditAnywhere, BlueprintReadOnly, category = "NPC Spawner", default = 5.0)]
    respawn_delay: f32,
}

#[uclass_impl]
impl ShooterNPCSpawner {
    /// What `AShooterNPCSpawner`'s constructor sets.
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        let capsule = self.spawn_capsule()?.checked()?;
        capsule.k2_set_relative_location(&FVector::from_dvec3(Vector::new(0.0, 0.0, SPAWN_CAPSULE_HEIGHT)), false, false);
        capsule.set_capsule_size(SPAWN_CAPSULE_RADIUS, SPAWN_CAPSULE_HALF_HEIGHT, Some(true));
        capsule.set_collision_profile_name(FName::new("NoCollision").handle(), Some(true));
        Ok(())
    }

    /// The first NPC scheduled, unless the game mode plays without NPCs or there are none to spawn.
    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        if let Ok(game_mode) = ShooterGameMode::from_obj(GameplayStatics::get_game_mode(self.self_ref().upcast_to()))
            && !game_mode.should_spawn_enemy_npcs()
        {
            return;
        }
        if self.spawn_count() > 0 {
            self.schedule_spawn(self.initial_spawn_delay());
        }
    }

    #[ufunction(Override)]
    fn receive_end_play(&mut self, _end_play_reason: u8) {
        KismetSystemLibrary::k2_clear_timer(self.self_ref().upcast_to(), "SpawnNPC");
    }

    /// An NPC at the spawn capsule, watched for its death.
    #[ufunction(name = "SpawnNPC")]
    fn spawn_npc(&mut self) {
        if let Err(e) = self.spawn() {
            ulog!(LOG_WARNING, "[Shooter] the NPC spawner could not spawn: {e}");
        }
    }

    /// The NPC died: one fewer to spawn, and the next one scheduled if any are left.
    #[ufunction(name = "OnNPCDied")]
    fn on_npc_died(&mut self) {
        self.set_spawn_count(self.spawn_count() - 1);
        if self.spawn_count() > 0 {
            self.schedule_spawn(self.respawn_delay());
        }
    }
}

impl ShooterNPCSpawner {
    fn schedule_spawn(&self, delay: f32) {
        KismetSystemLibrary::k2_set_timer(self.self_ref().upcast_to(), "SpawnNPC", delay, false, None, None, None);
    }

    fn spawn(&mut self) -> RustealResult<()> {
        let class = self.npc_class();
        if class.is_null() {
            return Ok(());
        }
        let at = self.spawn_capsule()?.checked()?.k2_get_component_to_world();
        let world = self.self_ref().get_world()?;
        let parameters = SpawnParameters { collision_handling: ADJUST_BUT_ALWAYS_SPAWN, ..Default::default() };
        let npc = world.spawn_actor_deferred_with(class, &at, &parameters)?;
        ShooterNPC::from_obj(npc)?.on_pawn_death_add_ufunction(self, "OnNPCDied")?;
        world.finish_spawning(&npc, &at)
    }
}
