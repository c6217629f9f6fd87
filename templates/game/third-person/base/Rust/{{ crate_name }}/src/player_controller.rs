//! ThirdPersonPlayerController: adds the input mapping contexts its Blueprint child
//! (BP_ThirdPersonPlayerController) lists, as `ATP_ThirdPersonPlayerController` does. The C++
//! class does it in `SetupInputComponent`; here it is `ReceiveBeginPlay`, by which time the local
//! player and its Enhanced Input subsystem exist.
//!
//! Where the touch controls are used (a touch platform, or `bForceTouchControls`), it puts the
//! touch controls widget (`MobileControlsWidgetClass`) on its player's screen, as the C++ class
//! does in `BeginPlay`; the "mobile excluded" contexts are added only where they are not.

use bindings::engine::{ControllerExt, PlayerController};
use bindings::enhanced_input::{EnhancedInputLocalPlayerSubsystemExt, InputMappingContext};
use bindings::prelude::*;
use rusteal_runtime::runtime::input::should_display_touch_interface;
use bindings::umg::{UserWidget, UserWidgetExt};
use rusteal_runtime::runtime::{LOG_DISPLAY, LOG_ERROR, LOG_WARNING, OwnedStruct, RustealResult, SubclassOf, UObjectRef, ulog};
use rusteal_runtime::{uclass, uclass_impl};

#[uclass(parent = PlayerController)]
pub struct ThirdPersonPlayerController {
    /// Input mapping contexts added on every platform.
    #[uproperty(EditAnywhere, category = "Input")]
    default_mapping_contexts: UeArray<UObjectRef<InputMappingContext>>,

    /// Input mapping contexts added only when the touch controls are not used.
    #[uproperty(EditAnywhere, category = "Input")]
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
impl ThirdPersonPlayerController {
    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        match self.add_mapping_contexts() {
            Ok(None) => {}
            Ok(Some(0)) => ulog!(
                LOG_WARNING,
                "[ThirdPerson] no input mapping contexts to add: list them in BP_ThirdPersonPlayerController"
            ),
            Ok(Some(count)) => ulog!(LOG_DISPLAY, "[ThirdPerson] {count} input mapping contexts added"),
            Err(e) => ulog!(LOG_WARNING, "[ThirdPerson] input mapping contexts failed: {e}"),
        }
        if self.uses_touch_controls()
            && let Err(e) = self.show_touch_controls()
        {
            ulog!(LOG_WARNING, "[ThirdPerson] the touch controls failed: {e}");
        }
    }
}

impl ThirdPersonPlayerController {
    /// The number of contexts added; `None` for a controller that is not local.
    fn add_mapping_contexts(&self) -> RustealResult<Option<usize>> {
        let me: UObjectRef<PlayerController> = self.as_ref();
        if !me.checked()?.is_local_controller() {
            return Ok(None);
        }
        let subsystem = enhanced_input_subsystem(me)?.checked()?;
        let mut contexts = self.default_mapping_contexts().to_vec()?;
        if !self.uses_touch_controls() {
            contexts.extend(self.mobile_excluded_mapping_contexts().to_vec()?);
        }
        let count = contexts.len();
        for context in contexts {
            subsystem.add_mapping_context(context, 0, &OwnedStruct::new());
        }
        Ok(Some(count))
    }

    /// The touch controls widget on the local player's screen.
    fn show_touch_controls(&mut self) -> RustealResult<()> {
        let me: UObjectRef<PlayerController> = self.as_ref();
        if !me.checked()?.is_local_player_controller() {
            return Ok(());
        }
        match create_widget_of_class(&me, self.mobile_controls_widget_class()) {
            Ok(widget) => {
                widget.checked()?.add_to_player_screen(Some(0));
                self.set_mobile_controls_widget(widget);
            }
            Err(_) => ulog!(LOG_ERROR, "Could not spawn mobile controls widget."),
        }
        Ok(())
    }

    fn uses_touch_controls(&self) -> bool {
        should_display_touch_interface() || self.b_force_touch_controls()
    }
}
