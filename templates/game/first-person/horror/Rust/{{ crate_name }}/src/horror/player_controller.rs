//! HorrorPlayerController: the Horror variant's `AHorrorPlayerController`. Like the First Person
//! controller it uses the first-person camera manager and adds the input mapping contexts; it
//! shows the touch controls where the touch interface is used, and when it possesses a
//! HorrorCharacter it puts the sprint meter UI (HorrorUIClass, UI_Horror in the Blueprint child) on
//! its player's screen and makes it listen to the character.
//!
//! The C++ class adds the contexts in `SetupInputComponent` and the touch controls in `BeginPlay`;
//! a Rust class has BeginPlay for both (the input component exists by then). `OnPossess` is the
//! "On Possess" event (`ReceivePossess`), which Unreal sends once the pawn is possessed.

use bindings::engine::{ControllerExt, Pawn, PlayerController, PlayerControllerExt};
use bindings::enhanced_input::{EnhancedInputLocalPlayerSubsystemExt, InputMappingContext};
use bindings::prelude::*;
use bindings::umg::{UserWidget, UserWidgetExt};
use rusteal_runtime::runtime::input::should_display_touch_interface;
use rusteal_runtime::runtime::{LOG_WARNING, OwnedStruct, RustealResult, SubclassOf, UObjectRef, ulog};
use rusteal_runtime::{uclass, uclass_impl};

use super::character::HorrorCharacter;
use super::ui::HorrorUI;
use crate::camera_manager::FirstPersonCameraManager;
use crate::player_controller::touch_controls;

#[uclass(parent = PlayerController)]
pub struct HorrorPlayerController {
    /// The sprint meter UI to make (UI_Horror).
    #[uproperty(EditAnywhere, category = "Horror|UI", name = "HorrorUIClass")]
    horror_ui_class: SubclassOf<HorrorUI>,

    /// The sprint meter UI once made.
    #[uproperty(name = "HorrorUI")]
    horror_ui: UObjectRef<HorrorUI>,

    /// Input mapping contexts added on every platform.
    #[uproperty(EditAnywhere, category = "Input|Input Mappings")]
    default_mapping_contexts: UeArray<UObjectRef<InputMappingContext>>,

    /// Input mapping contexts added only when the touch controls are not used.
    #[uproperty(EditAnywhere, category = "Input|Input Mappings")]
    mobile_excluded_mapping_contexts: UeArray<UObjectRef<InputMappingContext>>,

    /// The touch controls widget to make.
    #[uproperty(EditAnywhere, category = "Input|Touch Controls")]
    mobile_controls_widget_class: SubclassOf<UserWidget>,

    /// The touch controls once made.
    #[uproperty]
    mobile_controls_widget: UObjectRef<UserWidget>,

    /// Use the touch controls even where the platform has no touch screen.
    #[uproperty(EditAnywhere, category = "Input|Touch Controls", default = false)]
    b_force_touch_controls: bool,
}

#[uclass_impl]
impl HorrorPlayerController {
    /// The constructor's camera manager class, on the class default object.
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        self.as_ref()
            .checked()?
            .set_player_camera_manager_class(SubclassOf::<FirstPersonCameraManager>::base().upcast_to());
        Ok(())
    }

    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        if let Err(e) = self.setup_input() {
            ulog!(LOG_WARNING, "[Horror] input mapping contexts failed: {e}");
        }
    }

    #[ufunction(Override)]
    fn receive_possess(&mut self, possessed_pawn: UObjectRef<Pawn>) {
        if let Err(e) = self.show_sprint_meter(possessed_pawn) {
            ulog!(LOG_WARNING, "[Horror] the sprint meter UI failed: {e}");
        }
    }
}

impl HorrorPlayerController {
    /// The mapping contexts, then the touch controls, for a local player controller.
    fn setup_input(&mut self) -> RustealResult<()> {
        let me: UObjectRef<PlayerController> = self.as_ref();
        if !me.checked()?.is_local_player_controller() {
            return Ok(());
        }
        let subsystem = enhanced_input_subsystem(me)?.checked()?;
        let mut contexts = self.default_mapping_contexts().to_vec()?;
        if !self.uses_touch_controls() {
            contexts.extend(self.mobile_excluded_mapping_contexts().to_vec()?);
        }
        for context in contexts {
            subsystem.add_mapping_context(context, 0, &OwnedStruct::new());
        }
        if self.uses_touch_controls()
            && let Some(widget) = touch_controls(&me, self.mobile_controls_widget_class())?
        {
            self.set_mobile_controls_widget(widget);
        }
        Ok(())
    }

    /// `OnPossess`: on a local player controller that possessed a HorrorCharacter, the sprint
    /// meter UI (made once) listens to it.
    fn show_sprint_meter(&mut self, pawn: UObjectRef<Pawn>) -> RustealResult<()> {
        let me: UObjectRef<PlayerController> = self.as_ref();
        if !me.checked()?.is_local_player_controller() {
            return Ok(());
        }
        let Ok(character) = HorrorCharacter::from_obj(pawn) else {
            return Ok(());
        };
        if !self.horror_ui().is_valid() {
            let ui = create_widget(&me, self.horror_ui_class())?;
            ui.checked()?.add_to_player_screen(Some(0));
            self.set_horror_ui(ui);
        }
        HorrorUI::from_obj(self.horror_ui())?.setup_character(&character)
    }

    fn uses_touch_controls(&self) -> bool {
        should_display_touch_interface() || self.b_force_touch_controls()
    }
}
