//! ShooterGameMode: the Shooter variant's `AShooterGameMode`. When play begins it puts the score
//! widget (ShooterUIClass, UI_Shooter in the Blueprint child) on the first player's viewport and
//! makes the extra local players, alternating their teams; it gives each player the PlayerStart
//! tagged for it (`Player0`, `Player1`, ...), else any PlayerStart, at random; and it keeps a score
//! per team, which the widget shows. The NPC spawners ask it whether NPCs play (only in a game of
//! one local player).
//!
//! Its state is in properties (no Rust fields): `ChoosePlayerStart`, which Unreal calls while
//! `BeginPlay` is making a player, may run on the object that call is still running on, and a
//! class with Rust fields refuses such a nested call (docs/runtime.md). The scores are a
//! property array indexed by team, where the C++ class keeps a map.

use bindings::engine::{Actor, Controller, GameModeBase, GameplayStatics, KismetMathLibrary, PlayerStart};
use bindings::prelude::*;
use bindings::umg::UserWidgetExt;
use rusteal_runtime::runtime::{FName, LOG_WARNING, SubclassOf, UObjectRef, ulog};
use rusteal_runtime::{uclass, uclass_impl};

use super::model;
use super::player_controller::ShooterPlayerController;
use super::ui::ShooterUI;

#[uclass(parent = GameModeBase)]
pub struct ShooterGameMode {
    /// The score widget to make (UI_Shooter).
    #[uproperty(EditAnywhere, name = "ShooterUIClass", category = "Shooter")]
    shooter_ui_class: SubclassOf<ShooterUI>,

    /// The score widget once made.
    #[uproperty(name = "ShooterUI")]
    shooter_ui: UObjectRef<ShooterUI>,

    /// How many local players play, the game's own included.
    #[uproperty(EditDefaultsOnly, category = "Local Multiplayer", default = 1)]
    number_of_local_players: i32,

    /// The number of the next player given a start.
    #[uproperty(Transient)]
    current_player_start_assignment: i32,

    /// Each team's score, by team byte.
    #[uproperty(Transient)]
    team_scores: UeArray<i32>,
}

#[uclass_impl]
impl ShooterGameMode {
    /// The score widget, then the extra local players with their teams.
    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        let world = self.self_ref().upcast_to();
        let first_player = GameplayStatics::get_player_controller(world, 0);
        match create_widget_of_class(&first_player, self.shooter_ui_class()) {
            Ok(ui) => {
                if let Ok(widget) = ui.checked() {
                    widget.add_to_viewport(Some(0));
                }
                self.set_shooter_ui(ui);
            }
            Err(e) => ulog!(LOG_WARNING, "[Shooter] the score widget failed: {e}"),
        }
        for index in 2..=self.number_of_local_players() {
            let player = GameplayStatics::create_player(world, Some(-1), Some(true));
            if let Ok(mut controller) = ShooterPlayerController::from_obj(player) {
                controller.set_team(model::local_player_team(index));
            }
        }
    }

    /// The start tagged for the next player, else any start; null when the level has none.
    #[ufunction(Override)]
    fn choose_player_start(&mut self, _player: UObjectRef<Controller>) -> UObjectRef<Actor> {
        let world = self.self_ref().upcast_to();
        let start_class = SubclassOf::<PlayerStart>::base().upcast_to::<Actor>();
        let player = self.current_player_start_assignment();
        self.set_current_player_start_assignment(player + 1);

        let tagged = FName::try_new(&model::player_start_tag(player))
            .map(|tag| GameplayStatics::get_all_actors_of_class_with_tag(world, start_class, tag))
            .unwrap_or_default();
        let starts = if tagged.is_empty() { GameplayStatics::get_all_actors_of_class(world, start_class) } else { tagged };
        if starts.is_empty() {
            return UObjectRef::null();
        }
        let last = starts.len() as i32 - 1;
        starts[KismetMathLibrary::random_integer_in_range(0, last).clamp(0, last) as usize]
    }
}

impl ShooterGameMode {
    /// NPCs play only in a game of one local player.
    pub fn should_spawn_enemy_npcs(&self) -> bool {
        self.number_of_local_players() < 2
    }

    /// One more point for `team`, shown on the score widget.
    pub fn increment_team_score(&mut self, team: u8) {
        let mut scores = self.team_scores().to_vec().unwrap_or_default();
        let score = model::add_point(&mut scores, team);
        if let Err(e) = self.team_scores().set_all(&scores) {
            ulog!(LOG_WARNING, "[Shooter] the team scores could not be kept: {e}");
        }
        if let Ok(ui) = ShooterUI::from_obj(self.shooter_ui()) {
            ui.bp_update_score(team, score);
        }
    }
}
