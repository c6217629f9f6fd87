//! StateTreeGetPlayerTask: the Twin Stick variant's StateTree task that gives the NPC's tree the
//! player's character to chase. The C++ template's `FStateTreeGetPlayerTask` is a StateTree task
//! struct; here it is a Blueprint task class the tree runs the same way: each tick while its
//! state is active it outputs the first local player's pawn when that is a character. Its
//! properties keep the C++ instance data's names and categories.

use bindings::engine::{Character, GameplayStatics};
use bindings::prelude::*;
use rusteal_runtime::runtime::UObjectRef;
use rusteal_runtime::{uclass, uclass_impl};

#[uclass(parent = StateTreeTaskBlueprintBase)]
pub struct StateTreeGetPlayerTask {
    /// The NPC that runs the tree.
    #[uproperty(EditAnywhere, category = "Context")]
    character: UObjectRef<Character>,

    /// The player's character.
    #[uproperty(VisibleAnywhere, category = "Output")]
    target_player_character: UObjectRef<Character>,
}

#[uclass_impl]
impl StateTreeGetPlayerTask {
    /// The state is active: the player's character is the target.
    #[ufunction(Override)]
    fn receive_latent_tick(&mut self, _delta_time: f32) {
        let player = GameplayStatics::get_player_pawn(self.character().upcast_to(), 0);
        self.set_target_player_character(player.cast().unwrap_or_default());
    }
}
