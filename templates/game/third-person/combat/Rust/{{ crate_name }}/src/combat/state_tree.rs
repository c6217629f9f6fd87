//! The Combat variant's StateTree nodes, which the enemy's tree (ST_CombatEnemy) runs. The C++
//! template's nodes are StateTree structs (`FStateTreeComboAttackTask`, ...); a Rust class is a
//! UObject, so here they are Blueprint condition and task classes under the same names, run the
//! same way. Their properties keep the C++ instance data's names and categories: Context ones the
//! tree fills in with the AI controller and its enemy, Input and Parameter ones it binds or sets,
//! Output ones it reads back. The C++ tasks act only on a state change, not a reselection; a
//! Blueprint task says the same with `bShouldStateChangeOnReselect` off.
//!
//! The attack and landing tasks wait for the enemy: the C++ tasks bind a lambda to the enemy's C++
//! delegates that finishes them; these register with the enemy while their state runs, and the
//! enemy finishes them (enemy.rs).

use bindings::ai::{AIController, AIControllerExt};
use bindings::engine::{Actor, ActorExt, Character, CharacterExt, CharacterMovementComponentExt, GameplayStatics, NavMovementComponentExt};
use bindings::prelude::*;
use bindings::state_tree::{
    FStateTreeTransitionResult, StateTreeConditionBlueprintBase, StateTreeTaskBlueprintBase, StateTreeTaskBlueprintBaseExt,
};
use rusteal_runtime::runtime::{OwnedStruct, RustealResult, UObjectRef, UStructRef};
use rusteal_runtime::{uclass, uclass_impl};

use super::enemy::CombatEnemy;
use super::model;

/// What the C++ tasks do that a Blueprint task is told: a reselected state is not entered again.
fn task_defaults(task: UObjectRef<StateTreeTaskBlueprintBase>) -> RustealResult<()> {
    task.checked()?.set_should_state_change_on_reselect(false);
    Ok(())
}

/// `FStateTreeCharacterGroundedCondition`: the character walks on the ground (or, told, does not).
#[uclass(parent = StateTreeConditionBlueprintBase)]
pub struct StateTreeCharacterGroundedCondition {
    /// The character tested.
    #[uproperty(EditAnywhere, category = "Context")]
    character: UObjectRef<Character>,

    /// Passes when the character is in the air instead.
    #[uproperty(EditAnywhere, category = "Condition", default = false)]
    b_must_be_on_air: bool,
}

#[uclass_impl]
impl StateTreeCharacterGroundedCondition {
    #[ufunction(Override)]
    fn receive_test_condition(&self) -> bool {
        let Ok(movement) = self.character().checked().and_then(|c| c.get_character_movement().checked()) else {
            return false;
        };
        movement.is_moving_on_ground() != self.b_must_be_on_air()
    }
}

/// `FStateTreeIsInDangerCondition`: the player attacked from within the enemy's sight cone, long
/// enough ago to react and not so long ago that the moment has passed.
#[uclass(parent = StateTreeConditionBlueprintBase)]
pub struct StateTreeIsInDangerCondition {
    /// The enemy tested.
    #[uproperty(EditAnywhere, category = "Context")]
    character: UObjectRef<CombatEnemy>,

    /// The soonest it reacts (s).
    #[uproperty(EditAnywhere, category = "Parameters", default = model::MIN_REACTION_TIME)]
    min_reaction_time: f32,

    /// The latest it still reacts (s).
    #[uproperty(EditAnywhere, category = "Parameters", default = model::MAX_REACTION_TIME)]
    max_reaction_time: f32,

    /// Half the angle of its sight cone (degrees).
    #[uproperty(EditAnywhere, category = "Parameters", default = model::DANGER_SIGHT_CONE_ANGLE)]
    danger_sight_cone_angle: f32,
}

#[uclass_impl]
impl StateTreeIsInDangerCondition {
    #[ufunction(Override)]
    fn receive_test_condition(&self) -> bool {
        let (Ok(enemy), Ok(pawn)) = (CombatEnemy::from_obj(self.character()), self.character().checked()) else {
            return false;
        };
        let (danger, when) = enemy.danger();
        let since = GameplayStatics::get_time_seconds(self.character().upcast_to()) - when;
        model::is_in_danger(
            since,
            self.min_reaction_time(),
            self.max_reaction_time(),
            pawn.k2_get_actor_location().to_vector(),
            pawn.get_actor_forward_vector().to_vector(),
            danger,
            self.danger_sight_cone_angle(),
        )
    }
}

/// `FStateTreeComboAttackTask`: the enemy attacks with a combo string; done when it ends.
#[uclass(parent = StateTreeTaskBlueprintBase)]
pub struct StateTreeComboAttackTask {
    /// The attacking enemy.
    #[uproperty(EditAnywhere, category = "Context")]
    character: UObjectRef<CombatEnemy>,
}

#[uclass_impl]
impl StateTreeComboAttackTask {
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        task_defaults(self.as_ref())
    }

    #[ufunction(Override)]
    fn receive_latent_enter_state(&mut self, _transition: UStructRef<FStateTreeTransitionResult>) {
        if let Ok(mut enemy) = CombatEnemy::from_obj(self.character()) {
            enemy.listen_for_attack_end(self.as_ref());
            enemy.do_ai_combo_attack();
        }
    }

    #[ufunction(Override)]
    fn receive_exit_state(&mut self, _transition: UStructRef<FStateTreeTransitionResult>) {
        if let Ok(mut enemy) = CombatEnemy::from_obj(self.character()) {
            enemy.listen_for_attack_end(UObjectRef::null());
        }
    }
}

/// `FStateTreeChargedAttackTask`: the enemy attacks with a charged attack; done when it ends.
#[uclass(parent = StateTreeTaskBlueprintBase)]
pub struct StateTreeChargedAttackTask {
    /// The attacking enemy.
    #[uproperty(EditAnywhere, category = "Context")]
    character: UObjectRef<CombatEnemy>,
}

#[uclass_impl]
impl StateTreeChargedAttackTask {
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        task_defaults(self.as_ref())
    }

    #[ufunction(Override)]
    fn receive_latent_enter_state(&mut self, _transition: UStructRef<FStateTreeTransitionResult>) {
        if let Ok(mut enemy) = CombatEnemy::from_obj(self.character()) {
            enemy.listen_for_attack_end(self.as_ref());
            enemy.do_ai_charged_attack();
        }
    }

    #[ufunction(Override)]
    fn receive_exit_state(&mut self, _transition: UStructRef<FStateTreeTransitionResult>) {
        if let Ok(mut enemy) = CombatEnemy::from_obj(self.character()) {
            enemy.listen_for_attack_end(UObjectRef::null());
        }
    }
}

/// `FStateTreeWaitForLandingTask`: done when the enemy lands.
#[uclass(parent = StateTreeTaskBlueprintBase)]
pub struct StateTreeWaitForLandingTask {
    /// The enemy waited for.
    #[uproperty(EditAnywhere, category = "Context")]
    character: UObjectRef<CombatEnemy>,
}

#[uclass_impl]
impl StateTreeWaitForLandingTask {
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        task_defaults(self.as_ref())
    }

    #[ufunction(Override)]
    fn receive_latent_enter_state(&mut self, _transition: UStructRef<FStateTreeTransitionResult>) {
        if let Ok(mut enemy) = CombatEnemy::from_obj(self.character()) {
            enemy.listen_for_landing(self.as_ref());
        }
    }

    #[ufunction(Override)]
    fn receive_exit_state(&mut self, _transition: UStructRef<FStateTreeTransitionResult>) {
        if let Ok(mut enemy) = CombatEnemy::from_obj(self.character()) {
            enemy.listen_for_landing(UObjectRef::null());
        }
    }
}

/// `FStateTreeFaceActorTask`: the AI controller's gameplay focus on an actor while the state runs.
#[uclass(parent = StateTreeTaskBlueprintBase)]
pub struct StateTreeFaceActorTask {
    /// The AI controller turned.
    #[uproperty(EditAnywhere, category = "Context")]
    controller: UObjectRef<AIController>,

    /// The actor faced.
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

/// `FStateTreeFaceLocationTask`: the AI controller's gameplay focus on a point while the state runs.
#[uclass(parent = StateTreeTaskBlueprintBase)]
pub struct StateTreeFaceLocationTask {
    /// The AI controller turned.
    #[uproperty(EditAnywhere, category = "Context")]
    controller: UObjectRef<AIController>,

    /// The point faced.
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

/// `FStateTreeSetCharacterSpeedTask`: the character's walking speed, set as the state starts.
#[uclass(parent = StateTreeTaskBlueprintBase)]
pub struct StateTreeSetCharacterSpeedTask {
    /// The character slowed or sped up.
    #[uproperty(EditAnywhere, category = "Context")]
    character: UObjectRef<Character>,

    /// Its new MaxWalkSpeed (cm/s).
    #[uproperty(EditAnywhere, category = "Parameter", default = model::CHARACTER_SPEED)]
    speed: f32,
}

#[uclass_impl]
impl StateTreeSetCharacterSpeedTask {
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        task_defaults(self.as_ref())
    }

    #[ufunction(Override)]
    fn receive_latent_enter_state(&mut self, _transition: UStructRef<FStateTreeTransitionResult>) {
        if let Ok(movement) = self.character().checked().and_then(|c| c.get_character_movement().checked()) {
            movement.set_max_walk_speed(self.speed());
        }
    }
}

/// `FStateTreeGetPlayerInfoTask`: each tick, player 0's character, where it was last seen and how
/// far it is; it runs until its state ends.
#[uclass(parent = StateTreeTaskBlueprintBase)]
pub struct StateTreeGetPlayerInfoTask {
    /// The character looking.
    #[uproperty(EditAnywhere, category = "Context")]
    character: UObjectRef<Character>,

    /// Player 0's character (null when player 0's pawn is not a character).
    #[uproperty(VisibleAnywhere, category = "Output")]
    target_player_character: UObjectRef<Character>,

    /// Where it was last seen.
    #[uproperty(VisibleAnywhere, category = "Output")]
    target_player_location: OwnedStruct<FVector>,

    /// The distance from there.
    #[uproperty(VisibleAnywhere, category = "Output")]
    distance_to_target: f32,
}

#[uclass_impl]
impl StateTreeGetPlayerInfoTask {
    #[ufunction(Override)]
    fn receive_latent_tick(&mut self, _delta_time: f32) {
        let Ok(me) = self.character().checked() else {
            return;
        };
        let target = GameplayStatics::get_player_pawn(self.character().upcast_to(), 0).cast::<Character>().unwrap_or_default();
        self.set_target_player_character(target);
        if let Ok(player) = target.checked() {
            self.set_target_player_location(player.k2_get_actor_location());
        }
        let distance = self.target_player_location().to_vector().distance(me.k2_get_actor_location().to_vector());
        self.set_distance_to_target(distance as f32);
    }
}
