//! SideScrollingGameMode: the Side Scrolling variant's `ASideScrollingGameMode`. When play begins
//! it makes the game UI (owned by the first player) and the extra local players; it gives each
//! player the PlayerStart tagged for it (`Player0`, `Player1`, ...), or any PlayerStart; and it
//! counts the pickups collected, showing the UI at the first. Its Blueprint child
//! BP_SideScrollingGameMode sets the UI class and the pawn, controller and camera manager classes.
//!
//! Its state is in properties (no Rust fields), so `ChoosePlayerStart`, which Unreal calls while
//! `BeginPlay` is making a player, may run while that call is still running (docs/runtime.md).

use bindings::engine::{Actor, Controller, GameplayStatics, KismetMathLibrary, PlayerStart};
use bindings::prelude::*;
use bindings::umg::{UserWidget, UserWidgetExt};
use rusteal_runtime::runtime::{FName, LOG_WARNING, RustealResult, SubclassOf, UObjectRef, ulog};
use rusteal_runtime::{uclass, uclass_impl};

use super::ui::SideScrollingUI;

#[uclass(parent = GameModeBase)]
pub struct SideScrollingGameMode {
    /// The game UI widget's class.
    #[uproperty(EditAnywhere, category = "Side Scrolling")]
    user_interface_class: SubclassOf<SideScrollingUI>,

    /// The game UI, once made.
    #[uproperty(BlueprintReadOnly, category = "Side Scrolling")]
    user_interface: UObjectRef<SideScrollingUI>,

    /// How many pickups the players collected.
    #[uproperty(BlueprintReadOnly, category = "Side Scrolling")]
    pickups_collected: i32,

    /// How many local players play, the game's own included.
    #[uproperty(EditDefaultsOnly, category = "Side Scrolling", default = 1)]
    number_of_local_players: i32,

    /// The number of the next player given a start.
    #[uproperty(Transient)]
    current_player_start_assignment: i32,
}

#[uclass_impl]
impl SideScrollingGameMode {
    /// The game UI, then the extra local players (player 0 is the game's own).
    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        if let Err(e) = self.create_user_interface() {
            ulog!(LOG_WARNING, "[SideScrolling] cannot create the game UI: {e}");
        }
        for _ in 1..self.number_of_local_players() {
            GameplayStatics::create_player(self.self_ref().upcast_to(), Some(-1), Some(true));
        }
    }

    /// The start tagged for the next player, else any start, chosen at random; null when the
    /// level has none.
    #[ufunction(Override)]
    fn choose_player_start(&mut self, _player: UObjectRef<Controller>) -> UObjectRef<Actor> {
        let world = self.self_ref().upcast_to();
        let start_class = SubclassOf::<PlayerStart>::base().upcast_to::<Actor>();
        let player = self.current_player_start_assignment();
        self.set_current_player_start_assignment(player + 1);
        let tagged = FName::try_new(&format!("Player{player}"))
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

impl SideScrollingGameMode {
    /// `ProcessPickup`: one more pickup; the UI appears at the first and shows the count.
    pub fn process_pickup(&mut self) -> RustealResult<()> {
        let pickups = self.pickups_collected() + 1;
        self.set_pickups_collected(pickups);
        let ui = self.user_interface();
        if ui.is_valid() {
            if pickups == 1 {
                ui.upcast_to::<UserWidget>().checked()?.add_to_viewport(Some(0));
            }
            SideScrollingUI::from_obj(ui)?.update_pickups(pickups);
        }
        Ok(())
    }

    /// The game UI, owned by the first player.
    fn create_user_interface(&mut self) -> RustealResult<()> {
        let owner = GameplayStatics::get_player_controller(self.self_ref().upcast_to(), 0);
        let ui = create_widget_of_class(&owner, self.user_interface_class())?;
        self.set_user_interface(ui);
        Ok(())
    }
}
