//! StateTreeGetPlayerTask: the Side Scrolling variant's `UStateTreeGetPlayerTask`, the NPC's
//! StateTree task that picks the local player closest to the NPC as its target and succeeds when
//! that player is within `RangeMax` (it fails otherwise). The tree binds its context (the NPC and
//! its controller) and reads its output.

use bindings::ai::AIController;
use bindings::engine::{ActorExt, GameplayStatics, Pawn};
use bindings::prelude::*;
use bindings::state_tree::{FStateTreeTransitionResult, StateTreeTaskBlueprintBaseExt};
use rusteal_runtime::runtime::{UObjectRef, UStructRef};
use rusteal_runtime::{uclass, uclass_impl};

use super::rules;

#[uclass(parent = StateTreeTaskBlueprintBase)]
pub struct StateTreeGetPlayerTask {
    /// The NPC the tree runs.
    #[uproperty(VisibleAnywhere, name = "NPC", category = "Context")]
    npc: UObjectRef<Pawn>,

    /// The NPC's controller.
    #[uproperty(VisibleAnywhere, category = "Context")]
    controller: UObjectRef<AIController>,

    /// The player picked.
    #[uproperty(VisibleAnywhere, category = "Output")]
    target_player: UObjectRef<Pawn>,

    /// Whether that player is within range.
    #[uproperty(VisibleAnywhere, category = "Output", default = false)]
    b_valid_target: bool,

    /// How close the player must be.
    #[uproperty(EditAnywhere, category = "Parameter", default = rules::GET_PLAYER_RANGE_MAX)]
    range_max: f32,
}

#[uclass_impl]
impl StateTreeGetPlayerTask {
    /// The state is entered: pick the target and finish, succeeded when it is in range.
    #[ufunction(Override)]
    fn receive_latent_enter_state(&mut self, _transition: UStructRef<FStateTreeTransitionResult>) {
        let valid = self.select_target();
        if let Ok(me) = self.as_ref().checked() {
            me.finish_task(Some(valid));
        }
    }
}

impl StateTreeGetPlayerTask {
    /// The closest local player's pawn as the target; whether it is in range.
    fn select_target(&mut self) -> bool {
        let Ok(npc) = self.npc().checked() else {
            return false;
        };
        let world = self.controller().upcast_to();
        let players: Vec<_> = (0..GameplayStatics::get_num_local_player_controllers(world))
            .filter_map(|index| {
                let pawn = GameplayStatics::get_player_pawn(world, index);
                let location = pawn.checked().ok()?.k2_get_actor_location().to_vector();
                Some((pawn, location))
            })
            .collect();
        let (target, valid) =
            rules::closest_player(npc.k2_get_actor_location().to_vector(), &players, self.range_max()).unwrap_or((UObjectRef::null(), false));
        self.set_target_player(target);
        self.set_b_valid_target(valid);
        valid
    }
}
