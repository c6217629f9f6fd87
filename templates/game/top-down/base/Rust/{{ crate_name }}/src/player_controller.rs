//! TopDownPlayerController: point and click (or touch) controls, as Unreal's
//! `ATP_TopDownPlayerController`: holding the input walks the character towards the point under
//! the cursor; a short press sends it there along the navigation mesh, with the cursor effect
//! where it was clicked.
//!
//! The C++ class adds its mapping context and binds its input actions in `SetupInputComponent`,
//! a C++ virtual; here that happens in `ReceiveBeginPlay`, by which time a local player's
//! controller has its input component. The Blueprint child (BP_TopDownController) gives it the
//! mapping context, the two input actions, the cursor effect and the short press threshold.

use bindings::ai::{AIBlueprintHelperLibrary, PathFollowingComponent};
use bindings::core_ue::EMouseCursor;
use bindings::engine::{
    ActorExt, ControllerExt, ETraceTypeQuery, GameplayStatics, PawnExt, PlayerController, PlayerControllerExt,
};
use bindings::enhanced_input::{ETriggerEvent, EnhancedInputLocalPlayerSubsystemExt, InputAction, InputMappingContext};
use bindings::input_core::ETouchIndex;
use bindings::niagara::{ENCPoolMethod, NiagaraFunctionLibrary, NiagaraSystem};
use bindings::prelude::*;
use rusteal_runtime::prelude::{Rotator, Vector};
use rusteal_runtime::runtime::{LOG_DISPLAY, LOG_WARNING, OwnedStruct, RustealResult, UObjectRef, ulog};
use rusteal_runtime::{uclass, uclass_impl};

use crate::pointing::Pointing;

#[uclass(parent = PlayerController)]
pub struct TopDownPlayerController {
    /// Follows the navigation path of a click.
    #[component(name = "PathFollowingComponent")]
    path_following_component: PathFollowingComponent,

    /// Seconds under which a press is a click.
    #[uproperty(EditAnywhere, category = "Input", default = 0.0)]
    short_press_threshold: f32,

    /// The effect spawned where a click sends the character.
    #[uproperty(EditAnywhere, name = "FXCursor", category = "Input")]
    fx_cursor: UObjectRef<NiagaraSystem>,

    /// The mapping context added for the local player.
    #[uproperty(EditAnywhere, category = "Input")]
    default_mapping_context: UObjectRef<InputMappingContext>,

    /// Mouse click input action.
    #[uproperty(EditAnywhere, category = "Input")]
    set_destination_click_action: UObjectRef<InputAction>,

    /// Touch input action.
    #[uproperty(EditAnywhere, category = "Input")]
    set_destination_touch_action: UObjectRef<InputAction>,

    /// The hold, the destination and whether a finger does it.
    pointing: Pointing,
}

#[uclass_impl]
impl TopDownPlayerController {
    /// The constructor's cursor: shown, the default arrow.
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        let me = self.as_ref().checked()?;
        me.set_show_mouse_cursor(true);
        me.set_default_mouse_cursor(EMouseCursor::Default);
        Ok(())
    }

    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        match self.setup_input() {
            Ok(true) => ulog!(LOG_DISPLAY, "[TopDown] input bound"),
            Ok(false) => {}
            Err(e) => ulog!(LOG_WARNING, "[TopDown] input setup failed: {e}"),
        }
    }

    /// The input was pressed: stop walking, aim at the point under the cursor.
    #[ufunction]
    fn on_input_started(&mut self) {
        if let Ok(me) = self.as_ref().checked() {
            me.stop_movement();
        }
        self.update_cached_destination();
    }

    /// The input is held: walk towards the point under the cursor.
    #[ufunction]
    fn on_set_destination_triggered(&mut self) {
        let Ok(me) = self.as_ref().checked() else {
            return;
        };
        let delta = GameplayStatics::get_world_delta_seconds(me.as_ref().upcast_to()) as f32;
        self.pointing_mut().hold(delta);
        self.update_cached_destination();
        if let Ok(pawn) = me.k2_get_pawn().checked() {
            let direction = self.pointing().direction_from(pawn.k2_get_actor_location().to_vector());
            pawn.add_movement_input(&FVector::from_dvec3(direction), Some(1.0), Some(false));
        }
    }

    /// The input was released: a short press sends the character there, with the cursor effect.
    #[ufunction]
    fn on_set_destination_released(&mut self) {
        let threshold = self.short_press_threshold();
        if !self.pointing_mut().release(threshold) {
            return;
        }
        let me: UObjectRef<PlayerController> = self.as_ref();
        let destination = FVector::from_dvec3(self.pointing().cached_destination);
        AIBlueprintHelperLibrary::simple_move_to_location(me.upcast_to(), &destination);
        NiagaraFunctionLibrary::spawn_system_at_location(
            me.upcast_to(),
            self.fx_cursor(),
            &destination,
            &FRotator::from_rotator(Rotator::ZERO),
            &FVector::from_dvec3(Vector::ONE),
            Some(true),
            Some(true),
            Some(ENCPoolMethod::None),
            Some(true),
        );
    }

    /// A finger held on the screen.
    #[ufunction]
    fn on_touch_triggered(&mut self) {
        self.pointing_mut().is_touch = true;
        self.on_set_destination_triggered();
    }

    /// A finger lifted.
    #[ufunction]
    fn on_touch_released(&mut self) {
        self.pointing_mut().is_touch = false;
        self.on_set_destination_released();
    }
}

impl TopDownPlayerController {
    /// What `SetupInputComponent` does on a local player's controller; `false` on any other.
    fn setup_input(&self) -> RustealResult<bool> {
        let me: UObjectRef<PlayerController> = self.as_ref();
        if !me.checked()?.is_local_player_controller() {
            return Ok(false);
        }
        enhanced_input_subsystem(me)?
            .checked()?
            .add_mapping_context(self.default_mapping_context(), 0, &OwnedStruct::new());

        let click = self.set_destination_click_action();
        bind_action(&me, click, ETriggerEvent::Started, "OnInputStarted")?;
        bind_action(&me, click, ETriggerEvent::Triggered, "OnSetDestinationTriggered")?;
        bind_action(&me, click, ETriggerEvent::Completed, "OnSetDestinationReleased")?;
        bind_action(&me, click, ETriggerEvent::Canceled, "OnSetDestinationReleased")?;

        let touch = self.set_destination_touch_action();
        bind_action(&me, touch, ETriggerEvent::Started, "OnInputStarted")?;
        bind_action(&me, touch, ETriggerEvent::Triggered, "OnTouchTriggered")?;
        bind_action(&me, touch, ETriggerEvent::Completed, "OnTouchReleased")?;
        bind_action(&me, touch, ETriggerEvent::Canceled, "OnTouchReleased")?;
        Ok(true)
    }

    /// The point under the cursor (or the first finger) on the Visibility channel
    /// (TraceTypeQuery1), kept when the trace hits a surface.
    fn update_cached_destination(&mut self) {
        let Ok(me) = self.as_ref().checked() else {
            return;
        };
        let (hit_successful, hit) = if self.pointing().is_touch {
            me.get_hit_result_under_finger_by_channel(ETouchIndex::Touch1, ETraceTypeQuery::TraceTypeQuery1, true)
        } else {
            me.get_hit_result_under_cursor_by_channel(ETraceTypeQuery::TraceTypeQuery1, true)
        };
        self.pointing_mut().aim(hit_successful.then(|| hit.as_ref().get_location().to_vector()));
    }
}
