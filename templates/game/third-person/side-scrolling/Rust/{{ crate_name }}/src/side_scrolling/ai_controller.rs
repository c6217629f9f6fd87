//! SideScrollingAIController: the Side Scrolling variant's `ASideScrollingAIController`, the AI
//! controller of its NPCs. Its StateTree component runs the tree its Blueprint child gives it
//! (ST_SideScrollingNPC) from the moment it possesses a pawn; it is attached to the pawn, which
//! the tree's environment queries need.

use bindings::ai::AIControllerExt;
use bindings::engine::ControllerExt;
use bindings::gameplay_state_tree::StateTreeAIComponent;
use bindings::prelude::*;
use rusteal_runtime::runtime::RustealResult;
use rusteal_runtime::{uclass, uclass_impl};

#[uclass(parent = AIController)]
pub struct SideScrollingAIController {
    /// Runs the NPC's StateTree.
    #[component(name = "StateTreeAI")]
    state_tree_ai: StateTreeAIComponent,
}

#[uclass_impl]
impl SideScrollingAIController {
    /// The StateTree starts when a pawn is possessed; the controller follows the pawn.
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        let me = self.as_ref().checked()?;
        me.set_start_ai_logic_on_possess(true);
        me.set_attach_to_pawn(true);
        Ok(())
    }
}
