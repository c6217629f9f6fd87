//! ThirdPersonPlayerController: adds the input mapping contexts its Blueprint child
//! (BP_ThirdPersonPlayerController) lists, as `ATP_ThirdPersonPlayerController` does. The C++
//! class does it in `SetupInputComponent`; here it is `ReceiveBeginPlay`, by which time the local
//! player and its Enhanced Input subsystem exist.
//!
//! Not yet: the touch controls widget the C++ class spawns on touch devices (the stand-in
//! engine does not reflect UMG's UserWidget yet; docs/templates.md). The "mobile excluded"
//! contexts are added whenever the touch interface is not shown, as the C++ class does.

use bindings::engine::{ControllerExt, PlayerController};
use bindings::enhanced_input::{EnhancedInputLocalPlayerSubsystemExt, InputMappingContext};
use bindings::prelude::*;
use rusteal_runtime::runtime::input::should_display_touch_interface;
use rusteal_runtime::runtime::{LOG_DISPLAY, LOG_WARNING, OwnedStruct, RustealResult, UObjectRef, ulog};
use rusteal_runtime::{uclass, uclass_impl};

#[uclass(parent = PlayerController)]
pub struct ThirdPersonPlayerController {
    /// Input mapping contexts added on every platform.
    #[uproperty(EditAnywhere, category = "Input")]
    default_mapping_contexts: UeArray<UObjectRef<InputMappingContext>>,

    /// Input mapping contexts added only when the touch interface is not shown.
    #[uproperty(EditAnywhere, category = "Input")]
    mobile_excluded_mapping_contexts: UeArray<UObjectRef<InputMappingContext>>,
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
        if !should_display_touch_interface() {
            contexts.extend(self.mobile_excluded_mapping_contexts().to_vec()?);
        }
        let count = contexts.len();
        for context in contexts {
            subsystem.add_mapping_context(context, 0, &OwnedStruct::new());
        }
        Ok(Some(count))
    }
}
