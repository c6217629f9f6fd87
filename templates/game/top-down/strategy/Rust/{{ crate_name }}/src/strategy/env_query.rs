//! EnvQueryContext_MoveGoal: the Strategy variant's `UEnvQueryContext_MoveGoal`, the context the
//! units' move queries (EnvQuery_MoveUnitClosest, EnvQuery_MoveUnitAdditional) look around: the
//! place the querying unit was sent to. The C++ context overrides `ProvideContext`; this is a
//! Blueprint context, which provides its one location through `ProvideSingleLocation`. Its Rust
//! name is Unreal's class name, which the queries refer to.

#![allow(non_camel_case_types)]

use bindings::ai::EnvQueryContext_BlueprintBase;
use bindings::core_ue::Object;
use bindings::engine::Actor;
use bindings::prelude::*;
use rusteal_runtime::runtime::{UObjectRef, UStructRef};
use rusteal_runtime::{uclass, uclass_impl};

use super::unit::StrategyUnit;

#[uclass(parent = EnvQueryContext_BlueprintBase)]
pub struct EnvQueryContext_MoveGoal {}

#[uclass_impl]
impl EnvQueryContext_MoveGoal {
    /// The querying unit's move goal (nothing for another querier).
    #[ufunction(Override)]
    fn provide_single_location(&self, querier_object: UObjectRef<Object>, _querier_actor: UObjectRef<Actor>, resulting_location: UStructRef<FVector>) {
        if let Ok(unit) = StrategyUnit::from_obj(querier_object) {
            let goal = unit.movement_goal();
            resulting_location.set_x(goal.x);
            resulting_location.set_y(goal.y);
            resulting_location.set_z(goal.z);
        }
    }
}
