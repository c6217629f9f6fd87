//! TimeTrialTrackGate: the Time Trial variant's `ATimeTrialTrackGate`, a gate of the course. Each
//! gate names the next one (`NextMarker`); a player's car that drives through the gate its
//! controller aims for is aimed at the next, and through the finish line (`bIsFinishLine`) it
//! starts a new lap.

use bindings::engine::{Actor, ActorExt, BoxComponent, BoxComponentExt, PrimitiveComponentExt, SceneComponent, SceneComponentExt};
use bindings::prelude::*;
use rusteal_runtime::prelude::Vector;
use rusteal_runtime::runtime::{FName, RustealResult, UObjectRef};
use rusteal_runtime::{uclass, uclass_impl};

use super::player_controller::TimeTrialPlayerController;

/// The half size of the gate's box, each way, in cm (`ATimeTrialTrackGate`'s constructor).
const BOX_EXTENT: f64 = 1000.0;

/// How thick the box's lines are drawn.
const LINE_THICKNESS: f32 = 32.0;

#[uclass(parent = Actor)]
pub struct TimeTrialTrackGate {
    #[component(root, name = "Root")]
    root: SceneComponent,

    /// The volume a car drives through, shown in game.
    #[component(attach = "root", name = "Collision Box")]
    collision_box: BoxComponent,

    /// This gate is the finish line: passing it starts a new lap.
    #[uproperty(EditAnywhere, category = "Track Gate", default = false)]
    b_is_finish_line: bool,

    /// The gate after this one.
    #[uproperty(EditAnywhere, category = "Track Gate")]
    next_marker: UObjectRef<TimeTrialTrackGate>,
}

#[uclass_impl]
impl TimeTrialTrackGate {
    /// What the C++ constructor sets: a 20 m box, drawn in game, overlapping everything that moves.
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        let collision_box = self.collision_box()?.checked()?;
        collision_box.set_box_extent(&FVector::from_dvec3(Vector::splat(BOX_EXTENT)), None);
        collision_box.set_line_thickness(LINE_THICKNESS);
        collision_box.set_hidden_in_game(false, None);
        collision_box.set_collision_profile_name(FName::new("OverlapAllDynamic").handle(), None);
        Ok(())
    }

    /// A car drove in: when this is the gate its player aims for, the player aims for the next,
    /// and at the finish line starts a new lap.
    #[ufunction(Override)]
    fn receive_actor_begin_overlap(&mut self, other_actor: UObjectRef<Actor>) {
        let Ok(car) = other_actor.checked() else {
            return;
        };
        let Ok(mut player) = TimeTrialPlayerController::from_obj(car.get_instigator_controller()) else {
            return;
        };
        if player.target_gate() != self.self_ref() {
            return;
        }
        player.set_target_gate(self.next_marker());
        if self.b_is_finish_line() {
            player.increment_lap_count();
        }
    }
}

impl TimeTrialTrackGate {
    /// The gate after this one.
    pub fn get_next_marker(&self) -> UObjectRef<TimeTrialTrackGate> {
        self.next_marker()
    }
}
