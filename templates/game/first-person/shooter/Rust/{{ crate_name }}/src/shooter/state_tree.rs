//! The Shooter variant's StateTree nodes, which the NPC's trees (ST_Shooter,
//! ST_Shooter_ShootAtTarget) run. The C++ template's nodes are StateTree structs
//! (`FStateTreeLineOfSightToTargetCondition`, `FStateTreeSenseEnemiesTask`, ...); a Rust class is a
//! UObject, so here they are Blueprint condition and task classes under the same names, run the
//! same way. Their properties keep the C++ instance data's names and categories: Context ones the
//! tree fills in with the controller and its NPC, Input ones it binds, Output ones it reads back.
//!
//! What differs: the C++ Sense Enemies task broadcasts three StateTree delegates its tree's
//! transitions listen to (`Context.BroadcastDelegate`); a Blueprint node has no way to broadcast
//! one in Unreal (`UStateTreeNodeBlueprintBase` offers `SendEvent` and `RequestTransition` only), so
//! this task keeps its outputs (the target, the place to investigate) and the tree's transitions
//! test them. It binds to its controller's perception while its state runs, as the C++ task binds
//! the controller's two C++ delegates (ai_controller.rs).

use bindings::ai::{AIController, AIControllerExt, FAIStimulus};
use bindings::engine::{Actor, ActorExt, GameplayStatics, KismetMathLibrary, SceneComponentExt};
use bindings::prelude::*;
use bindings::state_tree::{FStateTreeTransitionResult, StateTreeTaskBlueprintBase, StateTreeTaskBlueprintBaseExt};
use rusteal_runtime::prelude::Vector;
use rusteal_runtime::runtime::{FName, OwnedStruct, RustealResult, UObjectRef, UStructRef};
use rusteal_runtime::{uclass, uclass_impl};

use super::ai_controller::ShooterAIController;
use super::model;
use super::npc::ShooterNPC;
use super::trace;
use crate::character::FirstPersonCharacter;

/// What the C++ tasks' constructors set that a Blueprint task has: a reselected state is not
/// entered again.
fn task_defaults(task: UObjectRef<StateTreeTaskBlueprintBase>) -> RustealResult<()> {
    task.checked()?.set_should_state_change_on_reselect(false);
    Ok(())
}

/// Whether a visibility trace from `start` to `end`, ignoring `ignored`, hits something.
fn sight_blocked(world: UObjectRef<Actor>, start: Vector, end: Vector, ignored: &[UObjectRef<Actor>]) -> bool {
    trace::visibility_hit(world, start, end, ignored, false).is_some()
}

/// Whether the NPC has a line of sight to its target.
#[uclass(parent = StateTreeConditionBlueprintBase)]
pub struct StateTreeLineOfSightToTargetCondition {
    /// The NPC that looks.
    #[uproperty(EditAnywhere, category = "Context")]
    character: UObjectRef<ShooterNPC>,

    /// What it looks for.
    #[uproperty(EditAnywhere, category = "Condition")]
    target: UObjectRef<Actor>,

    /// Half angle of the cone it sees in, in degrees.
    #[uproperty(EditAnywhere, category = "Condition", default = 35.0)]
    line_of_sight_cone_angle: f32,

    /// How many heights of the target it traces to, to see past low cover.
    #[uproperty(EditAnywhere, category = "Condition", default = 5)]
    number_of_vertical_line_of_sight_checks: i32,

    /// Passes when it sees the target (or, unset, when it does not).
    #[uproperty(EditAnywhere, category = "Condition", default = true)]
    b_must_have_line_of_sight: bool,
}

#[uclass_impl]
impl StateTreeLineOfSightToTargetCondition {
    #[ufunction(Override)]
    fn receive_test_condition(&self) -> bool {
        self.sees_target() == self.b_must_have_line_of_sight()
    }
}

impl StateTreeLineOfSightToTargetCondition {
    /// The target is inside the NPC's cone and one trace from its camera to a height of the
    /// target's bounds is clear (the NPC and the target ignored).
    fn sees_target(&self) -> bool {
        let (Ok(target), Ok(character)) = (self.target().checked(), self.character().checked()) else {
            return false;
        };
        let at = character.k2_get_actor_location().to_vector();
        let towards = (target.k2_get_actor_location().to_vector() - at).normalized();
        if !model::within_cone(towards, character.get_actor_forward_vector().to_vector(), self.line_of_sight_cone_angle()) {
            return false;
        }
        let Ok(camera) = FirstPersonCharacter::from_obj(self.character()).and_then(|base| base.first_person_camera_component()?.checked())
        else {
            return false;
        };
        let (centre, extent) = target.get_actor_bounds(true, Some(false));
        let (centre, extent) = (centre.to_vector(), extent.to_vector());
        let start = camera.k2_get_component_location().to_vector();
        let ignored = [character.as_ref().upcast_to(), target.as_ref().upcast_to()];
        model::line_of_sight_heights(extent.z, self.number_of_vertical_line_of_sight_checks())
            .into_iter()
            .any(|height| !sight_blocked(character.as_ref().upcast_to(), start, centre + Vector::new(0.0, 0.0, height), &ignored))
    }
}

/// Faces the NPC towards an actor while its state runs (the controller's gameplay focus).
#[uclass(parent = StateTreeTaskBlueprintBase)]
pub struct StateTreeFaceActorTask {
    /// The controller that turns the NPC.
    #[uproperty(EditAnywhere, category = "Context")]
    controller: UObjectRef<AIController>,

    /// The actor to face.
    #[uproperty(EditAnywhere, category = "Input")]
    actor_to_face_towards: UObjectRef<Actor>,
}

#[uclass_impl]
impl StateTreeFaceActorTask {
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        task_defaults(self.as_ref())
    }

    #[ufunction(Override)]
    fn receive_latent_enter_state(&mut self, _transition: UStructRef<FStateTreeTransitionResult>) {
        if let Ok(controller) = self.controller().checked() {
            controller.k2_set_focus(self.actor_to_face_towards());
        }
    }

    #[ufunction(Override)]
    fn receive_exit_state(&mut self, _transition: UStructRef<FStateTreeTransitionResult>) {
        if let Ok(controller) = self.controller().checked() {
            controller.k2_clear_focus();
        }
    }
}

/// Faces the NPC towards a place while its state runs.
#[uclass(parent = StateTreeTaskBlueprintBase)]
pub struct StateTreeFaceLocationTask {
    /// The controller that turns the NPC.
    #[uproperty(EditAnywhere, category = "Context")]
    controller: UObjectRef<AIController>,

    /// The place to face.
    #[uproperty(EditAnywhere, category = "Parameter")]
    face_location: OwnedStruct<FVector>,
}

#[uclass_impl]
impl StateTreeFaceLocationTask {
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        task_defaults(self.as_ref())
    }

    #[ufunction(Override)]
    fn receive_latent_enter_state(&mut self, _transition: UStructRef<FStateTreeTransitionResult>) {
        if let Ok(controller) = self.controller().checked() {
            controller.k2_set_focal_point(&self.face_location());
        }
    }

    #[ufunction(Override)]
    fn receive_exit_state(&mut self, _transition: UStructRef<FStateTreeTransitionResult>) {
        if let Ok(controller) = self.controller().checked() {
            controller.k2_clear_focus();
        }
    }
}

/// Outputs a random number between two, when its state is entered.
#[uclass(parent = StateTreeTaskBlueprintBase)]
pub struct StateTreeSetRandomFloatTask {
    #[uproperty(EditAnywhere, category = "Parameter", default = 0.0)]
    min_value: f32,

    #[uproperty(EditAnywhere, category = "Parameter", default = 0.0)]
    max_value: f32,

    #[uproperty(EditAnywhere, category = "Output", default = 0.0)]
    out_value: f32,
}

#[uclass_impl]
impl StateTreeSetRandomFloatTask {
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        task_defaults(self.as_ref())
    }

    #[ufunction(Override)]
    fn receive_latent_enter_state(&mut self, _transition: UStructRef<FStateTreeTransitionResult>) {
        let value = KismetMathLibrary::random_float_in_range(f64::from(self.min_value()), f64::from(self.max_value()));
        self.set_out_value(value as f32);
    }
}

/// Has the NPC shoot at its target while its state runs.
#[uclass(parent = StateTreeTaskBlueprintBase)]
pub struct StateTreeShootAtTargetTask {
    /// The NPC that shoots.
    #[uproperty(EditAnywhere, category = "Context")]
    character: UObjectRef<ShooterNPC>,

    /// What it shoots at.
    #[uproperty(EditAnywhere, category = "Input")]
    target: UObjectRef<Actor>,
}

#[uclass_impl]
impl StateTreeShootAtTargetTask {
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        task_defaults(self.as_ref())
    }

    #[ufunction(Override)]
    fn receive_latent_enter_state(&mut self, _transition: UStructRef<FStateTreeTransitionResult>) {
        if let Ok(mut character) = ShooterNPC::from_obj(self.character()) {
            character.start_shooting(self.target());
        }
    }

    #[ufunction(Override)]
    fn receive_exit_state(&mut self, _transition: UStructRef<FStateTreeTransitionResult>) {
        if let Ok(mut character) = ShooterNPC::from_obj(self.character()) {
            character.stop_shooting();
        }
    }
}

/// Turns what the NPC's perception reports into a target to attack or a place to investigate.
#[uclass(parent = StateTreeTaskBlueprintBase)]
pub struct StateTreeSenseEnemiesTask {
    /// The controller whose perception it hears.
    #[uproperty(EditAnywhere, category = "Context")]
    controller: UObjectRef<ShooterAIController>,

    /// The NPC that senses.
    #[uproperty(EditAnywhere, category = "Context")]
    character: UObjectRef<ShooterNPC>,

    /// The enemy to attack.
    #[uproperty(EditAnywhere, category = "Output")]
    target_actor: UObjectRef<Actor>,

    /// Where something suspicious was sensed.
    #[uproperty(EditAnywhere, category = "Output")]
    investigate_location: OwnedStruct<FVector>,

    /// The tag an enemy (and what it makes: shots, noise) carries.
    #[uproperty(EditAnywhere, category = "Parameter")]
    sense_tag: FName,

    /// Half angle of the cone in which a sense is direct, in degrees.
    #[uproperty(EditAnywhere, category = "Parameter", default = 85.0)]
    direct_line_of_sight_cone: f32,

    /// The strongest partial sense so far, and when it came.
    #[uproperty(EditAnywhere, default = 0.0)]
    last_stimulus_strength: f32,
    #[uproperty(EditAnywhere, default = 0.0)]
    last_stimulus_time: f32,
}

#[uclass_impl]
impl StateTreeSenseEnemiesTask {
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        self.set_sense_tag(FName::new("Player"));
        task_defaults(self.as_ref())
    }

    /// The state runs: the controller's perception comes here.
    #[ufunction(Override)]
    fn receive_latent_enter_state(&mut self, _transition: UStructRef<FStateTreeTransitionResult>) {
        if let Ok(controller) = ShooterAIController::from_obj(self.controller()) {
            controller.set_perception_listener(self.as_ref().cast().unwrap_or_default());
        }
    }

    /// The state ended: no more.
    #[ufunction(Override)]
    fn receive_exit_state(&mut self, _transition: UStructRef<FStateTreeTransitionResult>) {
        if let Ok(controller) = ShooterAIController::from_obj(self.controller())
            && controller.perception_listener() == self.as_ref().cast().unwrap_or_default()
        {
            controller.set_perception_listener(UObjectRef::null());
        }
    }
}

impl StateTreeSenseEnemiesTask {
    /// A perception of `actor`: the enemy itself is a target; something of the enemy's (its tag on
    /// the stimulus) is a target when the NPC faces it with a clear line, else, with no target
    /// yet, a place to investigate when it is stronger than what was half sensed before.
    pub fn on_perception_updated(&mut self, controller: &ShooterAIController, actor: UObjectRef<Actor>, stimulus: &UStructRef<FAIStimulus>) {
        let (Ok(sensed), Ok(character)) = (actor.checked(), self.character().checked()) else {
            return;
        };
        let tag = self.sense_tag();
        if sensed.actor_has_tag(tag.handle()) {
            self.target(controller, actor);
            return;
        }
        if stimulus.tag() != tag {
            return;
        }
        let at = character.k2_get_actor_location().to_vector();
        let sensed_at = stimulus.get_stimulus_location().to_vector();
        let towards = (sensed_at - at).normalized();
        let direct = model::within_cone(towards, character.get_actor_forward_vector().to_vector(), self.direct_line_of_sight_cone())
            && !sight_blocked(character.as_ref().upcast_to(), at, sensed.k2_get_actor_location().to_vector(), &[character.as_ref().upcast_to(), actor]);
        if direct {
            self.target(controller, actor);
            return;
        }
        if self.target_actor().is_valid() {
            return; // a target already: a partial sense changes nothing
        }
        let now = GameplayStatics::get_time_seconds(character.as_ref().upcast_to()) as f32;
        let strength = stimulus.get_strength();
        if strength > model::faded_stimulus(self.last_stimulus_strength(), now - self.last_stimulus_time()) {
            self.set_last_stimulus_strength(strength);
            self.set_last_stimulus_time(now);
            self.set_investigate_location(FVector::from_dvec3(sensed_at));
        }
    }

    /// `actor` was forgotten: when it is the target (or nothing is), the target and the
    /// controller's focus are cleared.
    pub fn on_perception_forgotten(&mut self, controller: &ShooterAIController, actor: UObjectRef<Actor>) {
        self.set_last_stimulus_strength(0.0);
        let target = self.target_actor();
        if target.is_valid() && actor != target {
            return;
        }
        self.set_target_actor(UObjectRef::null());
        controller.clear_current_target();
        controller.clear_gameplay_focus();
    }

    fn target(&mut self, controller: &ShooterAIController, actor: UObjectRef<Actor>) {
        controller.set_current_target(actor);
        self.set_target_actor(actor);
    }
}
