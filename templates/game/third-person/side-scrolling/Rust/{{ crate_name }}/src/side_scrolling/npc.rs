//! SideScrollingNPC: the Side Scrolling variant's `ASideScrollingNPC`, a character a StateTree
//! runs (`SideScrollingAIController`). The player's interaction knocks it away and deactivates it
//! for a while.

use bindings::engine::{Actor, ActorExt, CharacterExt, CharacterMovementComponentExt, KismetSystemLibrary, MovementComponentExt};
use bindings::prelude::*;
use rusteal_runtime::runtime::{LOG_WARNING, RustealResult, UObjectRef, ulog};
use rusteal_runtime::{uclass, uclass_impl};

use super::interactable::Interactable;
use super::rules;

/// The reactivation timer's function (`ResetDeactivation`, this class's UFUNCTION).
const RESET_DEACTIVATION: &str = "ResetDeactivation";

#[uclass(parent = Character)]
pub struct SideScrollingNPC {
    /// The push along the interactor's facing when knocked away.
    #[uproperty(EditAnywhere, category = "NPC", default = rules::NPC_LAUNCH_IMPULSE)]
    launch_impulse: f32,

    /// The push up when knocked away.
    #[uproperty(EditAnywhere, category = "NPC", default = rules::NPC_LAUNCH_VERTICAL_IMPULSE)]
    launch_vertical_impulse: f32,

    /// How long the NPC stays deactivated.
    #[uproperty(EditAnywhere, category = "NPC", default = rules::NPC_DEACTIVATION_TIME)]
    deactivation_time: f32,

    /// Knocked away and not yet back: interactions are ignored.
    #[uproperty(VisibleAnywhere, BlueprintReadOnly, category = "NPC", default = false)]
    b_deactivated: bool,
}

#[uclass_impl]
impl SideScrollingNPC {
    /// NPCs walk slowly.
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        let me = self.as_ref().checked()?;
        me.get_character_movement().checked()?.set_max_walk_speed(rules::NPC_MAX_WALK_SPEED);
        Ok(())
    }

    /// The reactivation timer is cleared.
    #[ufunction(Override)]
    fn receive_end_play(&mut self, _end_play_reason: u8) {
        KismetSystemLibrary::k2_clear_timer(self.self_ref().upcast_to(), RESET_DEACTIVATION);
    }

    /// The reactivation timer: interactions count again.
    #[ufunction(BlueprintCallable)]
    fn reset_deactivation(&mut self) {
        self.set_b_deactivated(false);
    }
}

impl SideScrollingNPC {
    /// Stops, is launched away from `interactor` and up, and comes back after the deactivation time.
    fn knock_away(&mut self, interactor: UObjectRef<Actor>) -> RustealResult<()> {
        let me = self.as_ref().checked()?;
        me.get_character_movement().checked()?.stop_movement_immediately();
        let facing = interactor.checked()?.get_actor_forward_vector().to_vector();
        let launch = rules::npc_launch(facing, self.launch_impulse(), self.launch_vertical_impulse());
        me.launch_character(&FVector::from_dvec3(launch), true, true);
        KismetSystemLibrary::k2_set_timer(self.self_ref().upcast_to(), RESET_DEACTIVATION, self.deactivation_time(), false, None, None, None);
        Ok(())
    }
}

impl Interactable for SideScrollingNPC {
    fn interaction(&mut self, interactor: UObjectRef<Actor>) {
        if self.b_deactivated() {
            return;
        }
        self.set_b_deactivated(true);
        if let Err(e) = self.knock_away(interactor) {
            ulog!(LOG_WARNING, "[SideScrolling] the NPC cannot be knocked away: {e}");
        }
    }
}
