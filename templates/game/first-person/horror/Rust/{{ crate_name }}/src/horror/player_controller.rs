//! HorrorPlayerController: the Horror variant's `AHorrorPlayerController`. What it shares with the
//! First Person controller (the first-person camera manager, the input mapping contexts, the touch
//! controls) it is a `FirstPersonPlayerController` for, the properties its Blueprint child sets
//! keeping their names; its own part is the sprint meter UI: on "On Possess" (`ReceivePossess`,
//! the C++ class's `OnPossess`) of a HorrorCharacter, a local player controller puts the
//! `HorrorUIClass` widget (UI_Horror in the Blueprint child) on its player's screen, once, and
//! makes it listen to the character.

use bindings::engine::{ControllerExt, Pawn, PlayerController};
use bindings::prelude::*;
use bindings::umg::UserWidgetExt;
use rusteal_runtime::runtime::{LOG_WARNING, RustealResult, SubclassOf, UObjectRef, ulog};
use rusteal_runtime::{uclass, uclass_impl};

use super::character::HorrorCharacter;
use super::ui::HorrorUI;
use crate::player_controller::FirstPersonPlayerController;

#[uclass(parent = FirstPersonPlayerController)]
pub struct HorrorPlayerController {
    /// The sprint meter UI to make (UI_Horror).
    #[uproperty(EditAnywhere, category = "Horror|UI", name = "HorrorUIClass")]
    horror_ui_class: SubclassOf<HorrorUI>,

    /// The sprint meter UI once made.
    #[uproperty(name = "HorrorUI")]
    horror_ui: UObjectRef<HorrorUI>,
}

#[uclass_impl]
impl HorrorPlayerController {
    #[ufunction(Override)]
    fn receive_possess(&mut self, possessed_pawn: UObjectRef<Pawn>) {
        if let Err(e) = self.show_sprint_meter(possessed_pawn) {
            ulog!(LOG_WARNING, "[Horror] the sprint meter UI failed: {e}");
        }
    }
}

impl HorrorPlayerController {
    fn show_sprint_meter(&mut self, pawn: UObjectRef<Pawn>) -> RustealResult<()> {
        let me: UObjectRef<PlayerController> = self.self_ref().upcast_to();
        if !me.checked()?.is_local_player_controller() {
            return Ok(());
        }
        let Ok(character) = HorrorCharacter::from_obj(pawn) else {
            return Ok(());
        };
        if !self.horror_ui().is_valid() {
            let ui = create_widget_of_class(&me, self.horror_ui_class())?;
            ui.checked()?.add_to_player_screen(Some(0));
            self.set_horror_ui(ui);
        }
        HorrorUI::from_obj(self.horror_ui())?.setup_character(&character)
    }
}
