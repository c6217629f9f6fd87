//! OffroadGameMode: the Offroad variant's `AOffroadGameMode`. It makes the extra local players when
//! play begins (player 0 is the game's own) and gives each player the PlayerStart tagged for it
//! (`Player0`, `Player1`, ...), or, when no start has that tag, any PlayerStart, chosen at random
//! (`crate::local_players`). Its Blueprint child sets the pawn and player controller classes.
//!
//! Its state is in properties (no Rust fields), so `ChoosePlayerStart`, which Unreal calls while
//! `BeginPlay` is making a player, may run while that call is still running (docs/runtime.md).

use bindings::engine::{Actor, Controller, GameModeBase};
use rusteal_runtime::runtime::UObjectRef;
use rusteal_runtime::{uclass, uclass_impl};

use crate::local_players;

#[uclass(parent = GameModeBase)]
pub struct OffroadGameMode {
    /// How many local players play, the game's own included (1 to 4).
    #[uproperty(EditDefaultsOnly, category = "Local Multiplayer", default = 1)]
    number_of_local_players: i32,

    /// The number of the next player given a start.
    #[uproperty(Transient)]
    current_player_start_assignment: i32,
}

#[uclass_impl]
impl OffroadGameMode {
    /// The extra local players.
    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        local_players::create_extra_players(self.self_ref().upcast_to(), self.number_of_local_players());
    }

    /// The start tagged for the next player, else any start; null when the level has none.
    #[ufunction(Override)]
    fn choose_player_start(&mut self, _player: UObjectRef<Controller>) -> UObjectRef<Actor> {
        let player = self.current_player_start_assignment();
        self.set_current_player_start_assignment(player + 1);
        local_players::choose_player_start(self.self_ref().upcast_to(), player)
    }
}
