//! SideScrollingMovingPlatform: the Side Scrolling variant's `ASideScrollingMovingPlatform`. An
//! interaction starts its move to `PlatformTarget`, which its Blueprint child animates
//! (`BP_MoveToTarget`) and ends by calling `ResetInteraction`; a one-shot platform moves once.

use bindings::engine::{Actor, SceneComponent};
use bindings::prelude::*;
use rusteal_runtime::runtime::{OwnedStruct, UObjectRef};
use rusteal_runtime::{uclass, uclass_impl};

use super::interactable::Interactable;
use super::rules;

#[uclass(parent = Actor)]
pub struct SideScrollingMovingPlatform {
    #[component(root, name = "Root")]
    root: SceneComponent,

    /// Where the platform moves to, relative to where it is.
    #[uproperty(EditAnywhere, BlueprintReadOnly, category = "Moving Platform")]
    platform_target: OwnedStruct<FVector>,

    /// How long the move takes.
    #[uproperty(EditAnywhere, BlueprintReadOnly, category = "Moving Platform", default = rules::MOVE_DURATION)]
    move_duration: f32,

    /// The platform moves once and stays.
    #[uproperty(EditAnywhere, category = "Moving Platform", default = false)]
    b_one_shot: bool,

    /// A move is under way (or, one-shot, done).
    #[uproperty(BlueprintReadOnly, category = "Moving Platform")]
    b_moving: bool,
}

#[uclass_impl]
impl SideScrollingMovingPlatform {
    /// The Blueprint's move ended: the platform can be moved again, unless it is one-shot.
    #[ufunction(BlueprintCallable)]
    fn reset_interaction(&mut self) {
        if !self.b_one_shot() {
            self.set_b_moving(false);
        }
    }

    /// The Blueprint child moves the platform to its target.
    #[ufunction(BlueprintImplementableEvent, name = "BP_MoveToTarget")]
    fn bp_move_to_target(&self) {}
}

impl Interactable for SideScrollingMovingPlatform {
    fn interaction(&mut self, _interactor: UObjectRef<Actor>) {
        if self.b_moving() {
            return;
        }
        self.set_b_moving(true);
        self.bp_move_to_target();
    }
}
