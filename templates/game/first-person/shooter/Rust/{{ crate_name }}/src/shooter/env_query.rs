//! EnvQueryContext_Target: the Shooter variant's `UEnvQueryContext_Target`, the context the NPC's
//! sniping place query (EQS_FindSnipingLocation) runs from: the actor its controller targets, else
//! the controller. The C++ context overrides `ProvideContext`; this is a Blueprint context, which
//! provides its one actor through `ProvideSingleActor` (the querier is the NPC's controller). Its
//! Rust name is Unreal's class name, which the query refers to.

#![allow(non_camel_case_types)]

use bindings::ai::EnvQueryContext_BlueprintBase;
use bindings::core_ue::Object;
use bindings::engine::Actor;
use rusteal_runtime::runtime::{OutRef, UObjectRef};
use rusteal_runtime::{uclass, uclass_impl};

use super::ai_controller::ShooterAIController;

#[uclass(parent = EnvQueryContext_BlueprintBase)]
pub struct EnvQueryContext_Target {}

#[uclass_impl]
impl EnvQueryContext_Target {
    #[ufunction(Override)]
    fn provide_single_actor(&self, querier_object: UObjectRef<Object>, _querier_actor: UObjectRef<Actor>, resulting_actor: OutRef<UObjectRef<Actor>>) {
        let Ok(controller) = ShooterAIController::from_obj(querier_object) else {
            return;
        };
        let target = controller.current_target();
        resulting_actor.set(if target.is_valid() { target } else { controller.self_ref().upcast_to() });
    }
}
