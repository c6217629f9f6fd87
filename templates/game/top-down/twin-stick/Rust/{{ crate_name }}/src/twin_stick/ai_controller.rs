//! TwinStickAIController: the Twin Stick variant's `ATwinStickAIController`, the NPCs' AI
//! controller. Its StateTree component runs the tree its Blueprint child gives it
//! (ST_TwinStickNPC) from the moment it possesses an NPC; it is attached to the NPC.

use bindings::ai::AIControllerExt;
use bindings::engine::ControllerExt;
use bindings::gameplay_state_tree::StateTreeAIComponent;
use bindings::prelude::*;
use rusteal_runtime::runtime::RustealResult;
use rusteal_runtime::{uclass, uclass_impl};

#[uclass(parent = AIController)]
pub struct TwinStickAIController {
    /// Runs the NPC's StateTree.
    #[component(name = "StateTreeAI")]
    state_tree_ai: StateTreeAIComponent,
}

#[uclass_impl]
impl TwinStickAIController {
    /// The StateTree starts when an NPC is possessed; the controller follows it.
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        let me = self.as_ref().checked()?;
        me.set_start_ai_logic_on_possess(true);
        me.set_attach_to_pawn(true);
        Ok(())
    }
}
