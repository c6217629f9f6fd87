//! TimeTrialGameMode: the Time Trial variant's `ATimeTrialGameMode`. When play begins it finds the
//! finish line (the first track gate tagged `FinishTag`) and makes the extra local players; each
//! player starts at the PlayerStart tagged for it (`Player0`, `Player1`, ...), else at any, chosen
//! at random (`crate::local_players`). Its Blueprint child sets the pawn and player controller
//! classes.
//!
//! Its state is in properties (no Rust fields), so `ChoosePlayerStart`, which Unreal calls while
//! `BeginPlay` is making a player, may run while that call is still running (docs/runtime.md).

use bindings::engine::{Actor, Controller, GameModeBase, GameplayStatics};
use rusteal_runtime::runtime::{FName, SubclassOf, UObjectRef};
use rusteal_runtime::{uclass, uclass_impl};

use super::track_gate::TimeTrialTrackGate;
use crate::local_players;

#[uclass(parent = GameModeBase)]
pub struct TimeTrialGameMode {
    /// The actor tag of the track gate that is the finish line.
    #[uproperty(EditAnywhere, category = "Time Trial")]
    finish_tag: FName,

    /// The laps of the race.
    #[uproperty(EditAnywhere, category = "Time Trial", default = 3)]
    laps: i32,

    /// The finish line, found when play begins.
    #[uproperty(Transient)]
    finish_line_marker: UObjectRef<TimeTrialTrackGate>,

    /// How many local players play, the game's own included (1 to 4).
    #[uproperty(EditDefaultsOnly, category = "Local Multiplayer", default = 1)]
    number_of_local_players: i32,

    /// The number of the next player given a start.
    #[uproperty(Transient)]
    current_player_start_assignment: i32,
}

#[uclass_impl]
impl TimeTrialGameMode {
    /// The finish line found, the extra local players made.
    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        let world = self.self_ref().upcast_to();
        let gate_class = SubclassOf::<TimeTrialTrackGate>::base().upcast_to::<Actor>();
        let tagged = GameplayStatics::get_all_actors_of_class_with_tag(world, gate_class, self.finish_tag());
        if let Some(first) = tagged.first() {
            self.set_finish_line_marker(first.cast().unwrap_or_default());
        }
        local_players::create_extra_players(world, self.number_of_local_players());
    }

    /// The start tagged for the next player, else any start; null when the level has none.
    #[ufunction(Override)]
    fn choose_player_start(&mut self, _player: UObjectRef<Controller>) -> UObjectRef<Actor> {
        let player = self.current_player_start_assignment();
        self.set_current_player_start_assignment(player + 1);
        local_players::choose_player_start(self.self_ref().upcast_to(), player)
    }
}

impl TimeTrialGameMode {
    /// The finish line (null when no gate has the tag).
    pub fn get_finish_line(&self) -> UObjectRef<TimeTrialTrackGate> {
        self.finish_line_marker()
    }
}
