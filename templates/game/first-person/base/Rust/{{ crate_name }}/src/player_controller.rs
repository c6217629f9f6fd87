//! FirstPersonPlayerController: uses the first-person camera manager and adds the input mapping
//! contexts its Blueprint child (BP_FirstPersonPlayerController) lists, as
//! `ATP_FirstPersonPlayerController` does. The C++ class adds them in `BeginPlay`, as here.
//!
//! Where the touch controls are used (a touch platform, or `bForceTouchControls`), it puts the
//! touch controls widget (`MobileControlsWidgetClass`) on its player's screen, as the C++ class
//! does in `BeginPlay`; the "mobile excluded" contexts are added only where they are not.

use bindings::engine::{ControllerExt, PlayerController, PlayerControllerExt};
use bindings::enhanced_input::{EnhancedInputLocalPlayerSubsystemExt, InputMappingContext};
use bindings::prelude::*;
use rusteal_runtime::runtime::input::should_display_touch_interface;
use bindings::umg::{UserWidget, UserWidgetExt};
use rusteal_runtime::runtime::{LOG_DISPLAY, LOG_ERROR, LOG_WARNING, OwnedStruct, RustealResult, SubclassOf, UObjectRef, ulog};
use rusteal_runtime::{uclass, uclass_impl};

use crate::camera_manager::FirstPersonCameraManager;

#[uclass(parent = PlayerController)]
pub struct FirstPersonPlayerController {
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
impl FirstPersonPlayerController {
    /// The constructor's camera manager class, on the class default object.
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        self.as_ref()
            .checked()?
            .set_player_camera_manager_class(SubclassOf::<FirstPersonCameraManager>::base().upcast_to());
        Ok(())
    }

    /// The mapping contexts and the touch controls. A child class that does more on BeginPlay
    /// runs this first, as `Super::BeginPlay`.
    #[ufunction(Override)]
    pub(crate) fn receive_begin_play(&mut self) {
        match self.add_mapping_contexts() {
            Ok(None) => {}
            Ok(Some(0)) => ulog!(
                LOG_WARNING,
                "[FirstPerson] no input mapping contexts to add: list them in BP_FirstPersonPlayerController"
            ),
            Ok(Some(count)) => ulog!(LOG_DISPLAY, "[FirstPerson] {count} input mapping contexts added"),
            Err(e) => ulog!(LOG_WARNING, "[FirstPerson] input mapping contexts failed: {e}"),
        }
        if self.uses_touch_controls()
            && let Err(e) = self.show_touch_controls()
        {
            ulog!(LOG_WARNING, "[FirstPerson] the touch controls failed: {e}");
        }
    }
}

impl FirstPersonPlayerController {
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
        if let Some(widget) = touch_controls(&me, self.mobile_controls_widget_class())? {
            self.set_mobile_controls_widget(widget);
        }
        Ok(())
    }

    fn uses_touch_controls(&self) -> bool {
        should_display_touch_interface() || self.b_force_touch_controls()
    }
}

/// The touch controls widget of `class` made for a player controller and put on its player's
/// screen; `None`, logged as the C++ controllers log it, when it could not be made.
fn touch_controls(
    controller: &UObjectRef<PlayerController>,
    class: SubclassOf<UserWidget>,
) -> RustealResult<Option<UObjectRef<UserWidget>>> {
    match create_widget_of_class(controller, class) {
        Ok(widget) => {
            widget.checked()?.add_to_player_screen(Some(0));
            Ok(Some(widget))
        }
        Err(_) => {
            ulog!(LOG_ERROR, "Could not spawn mobile controls widget.");
            Ok(None)
        }
    }
}
