//! CombatAIController: the Combat variant's `ACombatAIController`, the enemies' AI controller. It
//! runs the enemy's StateTree (ST_CombatEnemy, which its Blueprint child BP_CombatAIController
//! gives its StateTree component), started when it possesses the enemy (`bStartAILogicOnPossess`;
//! not by the component's own BeginPlay, which may come before the possession when the controller
//! is spawned for the enemy), and stays attached to the enemy, as the EnvQueries it runs need.

use bindings::ai::{AIController, AIControllerExt};
use bindings::engine::ControllerExt;
use bindings::gameplay_state_tree::{StateTreeAIComponent, StateTreeComponentExt};
use rusteal_runtime::runtime::RustealResult;
use rusteal_runtime::{uclass, uclass_impl};

#[uclass(parent = AIController)]
pub struct CombatAIController {
    /// Runs the enemy's StateTree.
    #[component(name = "StateTreeAI")]
    state_tree_ai: StateTreeAIComponent,
}

#[uclass_impl]
impl CombatAIController {
    /// What `ACombatAIController`'s constructor sets.
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        self.state_tree_ai()?.checked()?.set_start_logic_automatically(false);
        let me = self.as_ref().checked()?;
        me.set_start_ai_logic_on_possess(true);
        me.set_attach_to_pawn(true);
        Ok(())
    }
}
