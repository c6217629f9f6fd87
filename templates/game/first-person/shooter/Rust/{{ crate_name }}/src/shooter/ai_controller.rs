//! ShooterAIController: the Shooter variant's `AShooterAIController`, the NPCs' AI controller. It
//! runs the NPC's StateTree (ST_Shooter, which its Blueprint child BP_ShooterAIController gives its
//! StateTree component), senses through its AI perception component (the senses are configured in
//! the Blueprint), tags its NPC with its team and keeps the enemy the NPC targets. When its NPC dies
//! it stops the tree, lets go of the NPC and is destroyed.
//!
//! The C++ class hands its perception updates to the StateTree's Sense Enemies task through two
//! C++ delegates (not reflected: `DECLARE_DELEGATE`) that the task binds while its state runs; here
//! the task registers itself as the listener and the controller calls it
//! (its `PerceptionListener`), the same one-listener binding.

use bindings::ai::{AIControllerExt, AIPerceptionComponent, AIPerceptionComponentExt, BrainComponentExt, FAIStimulus};
use bindings::engine::{Actor, ActorExt, ControllerExt, Pawn};
use bindings::gameplay_state_tree::{StateTreeAIComponent, StateTreeComponentExt};
use bindings::prelude::*;
use rusteal_runtime::runtime::{FName, LOG_WARNING, RustealResult, UObjectRef, UStructRef, ulog};
use rusteal_runtime::{uclass, uclass_impl};

use super::npc::ShooterNPC;
use super::state_tree::StateTreeSenseEnemiesTask;

#[uclass(parent = AIController)]
pub struct ShooterAIController {
    /// Runs the NPC's StateTree.
    #[component(name = "StateTreeAI")]
    state_tree_ai: StateTreeAIComponent,

    /// Senses other actors (sight, hearing and the rest, set up in the Blueprint).
    #[component(name = "AIPerception")]
    ai_perception: AIPerceptionComponent,

    /// The tag its NPC gets, for friend or foe.
    #[uproperty(EditAnywhere, category = "Shooter")]
    team_tag: FName,

    /// The enemy the NPC targets.
    #[uproperty]
    target_enemy: UObjectRef<Actor>,

    /// The StateTree task told about perception (the C++ delegates' one listener).
    #[uproperty(Transient)]
    perception_listener: UObjectRef<StateTreeSenseEnemiesTask>,
}

#[uclass_impl]
impl ShooterAIController {
    /// What `AShooterAIController`'s constructor sets: the tree starts when an NPC is possessed.
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        self.set_team_tag(FName::new("Enemy"));
        self.state_tree_ai()?.checked()?.set_start_logic_automatically(false);
        Ok(())
    }

    /// An NPC possessed: perception listened to, the NPC tagged with the team and watched for its
    /// death, the StateTree started.
    #[ufunction(Override)]
    fn receive_possess(&mut self, possessed_pawn: UObjectRef<Pawn>) {
        if let Err(e) = self.listen_to_perception() {
            ulog!(LOG_WARNING, "[Shooter] the AI controller cannot listen to its perception: {e}");
        }
        let Ok(npc) = ShooterNPC::from_obj(possessed_pawn) else {
            return;
        };
        if let Ok(pawn) = possessed_pawn.checked()
            && let Err(e) = pawn.tags().push(&self.team_tag())
        {
            ulog!(LOG_WARNING, "[Shooter] the NPC could not be tagged with its team: {e}");
        }
        if let Err(e) = npc.on_pawn_death_add_ufunction(self, "OnPawnDeath") {
            ulog!(LOG_WARNING, "[Shooter] the AI controller cannot watch its NPC: {e}");
        }
        if let Ok(state_tree) = self.state_tree_ai().and_then(|s| s.checked()) {
            state_tree.start_logic();
        }
    }

    /// The NPC died: no more moving or thinking, the NPC let go of, and the controller gone.
    #[ufunction]
    fn on_pawn_death(&mut self) {
        let Ok(me) = self.as_ref().checked() else {
            return;
        };
        me.stop_movement();
        if let Ok(state_tree) = self.state_tree_ai().and_then(|s| s.checked()) {
            state_tree.stop_logic("");
        }
        me.un_possess();
        me.k2_destroy_actor();
    }

    /// The perception of an actor changed: the listening task is told.
    #[ufunction]
    fn on_perception_updated(&mut self, actor: UObjectRef<Actor>, stimulus: UStructRef<FAIStimulus>) {
        if let Ok(mut task) = StateTreeSenseEnemiesTask::from_obj(self.perception_listener()) {
            task.on_perception_updated(self, actor, &stimulus);
        }
    }

    /// An actor was forgotten: the listening task is told.
    #[ufunction]
    fn on_perception_forgotten(&mut self, actor: UObjectRef<Actor>) {
        if let Ok(mut task) = StateTreeSenseEnemiesTask::from_obj(self.perception_listener()) {
            task.on_perception_forgotten(self, actor);
        }
    }
}

impl ShooterAIController {
    /// The perception component's two delegates, bound once (AddDynamic).
    fn listen_to_perception(&self) -> RustealResult<()> {
        let perception = self.ai_perception()?.checked()?;
        let me = self.self_ref();
        perception.on_target_perception_updated().add_ufunction(&me, "OnPerceptionUpdated")?;
        perception.on_target_perception_forgotten().add_ufunction(&me, "OnPerceptionForgotten")
    }

    pub fn set_current_target(&self, target: UObjectRef<Actor>) {
        self.set_target_enemy(target);
    }

    pub fn clear_current_target(&self) {
        self.set_target_enemy(UObjectRef::null());
    }

    pub fn current_target(&self) -> UObjectRef<Actor> {
        self.target_enemy()
    }

    /// `ClearFocus(EAIFocusPriority::Gameplay)`.
    pub fn clear_gameplay_focus(&self) {
        if let Ok(me) = self.as_ref().checked() {
            me.k2_clear_focus();
        }
    }
}
