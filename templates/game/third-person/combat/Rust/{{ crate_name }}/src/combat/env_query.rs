//! The Combat variant's EnvQuery contexts, which the enemy's queries (EnvQuery_Evade,
//! EnvQuery_Flank) run from: `UEnvQueryContext_Danger`, where the enemy last saw the player attack
//! from, and `UEnvQueryContext_Player`, player 0's pawn. The C++ contexts override `ProvideContext`;
//! these are Blueprint contexts, which provide their one location or actor through
//! `ProvideSingleLocation` and `ProvideSingleActor` (the querier is the enemy). Their Rust names are
//! Unreal's class names, which the queries refer to.

#![allow(non_camel_case_types)]

use bindings::ai::EnvQueryContext_BlueprintBase;
use bindings::core_ue::Object;
use bindings::engine::{Actor, GameplayStatics};
use bindings::prelude::*;
use rusteal_runtime::runtime::{OutRef, UObjectRef, UStructRef};
use rusteal_runtime::{uclass, uclass_impl};

use super::enemy::CombatEnemy;

#[uclass(parent = EnvQueryContext_BlueprintBase)]
pub struct EnvQueryContext_Danger {}

#[uclass_impl]
impl EnvQueryContext_Danger {
    /// The querying enemy's last danger location (nothing for another querier).
    #[ufunction(Override)]
    fn provide_single_location(&self, _querier_object: UObjectRef<Object>, querier_actor: UObjectRef<Actor>, resulting_location: UStructRef<FVector>) {
        if let Ok(enemy) = CombatEnemy::from_obj(querier_actor) {
            let (at, _) = enemy.danger();
            resulting_location.set_x(at.x);
            resulting_location.set_y(at.y);
            resulting_location.set_z(at.z);
        }
    }
}

#[uclass(parent = EnvQueryContext_BlueprintBase)]
pub struct EnvQueryContext_Player {}

#[uclass_impl]
impl EnvQueryContext_Player {
    /// The pawn of the first local player.
    #[ufunction(Override)]
    fn provide_single_actor(&self, querier_object: UObjectRef<Object>, _querier_actor: UObjectRef<Actor>, resulting_actor: OutRef<UObjectRef<Actor>>) {
        resulting_actor.set(GameplayStatics::get_player_pawn(querier_object, 0).upcast_to());
    }
}
