//! StrategyPlayerController: the Strategy variant's `AStrategyPlayerController`. The player selects
//! units and commands them with the mouse or with touches, and moves the camera: a click selects
//! the unit under the cursor (Shift adds it), a double click selects every unit on screen, a drag
//! draws a selection box, a right click sends the selection there; the camera pans (keys, a right
//! drag, one finger held), zooms (the wheel, keys, the touch slider) and resets. The commands are
//! in `commands.rs`.
//!
//! `SetupInputComponent` and `OnPossess` are C++ virtuals: here their work happens in
//! `ReceiveBeginPlay` and `ReceivePossess`. The C++ touch handler reads how long the finger has
//! been down from the action's instance, which a Rust handler is not given; the controller times
//! the hold itself from its start. The Blueprint child (BP_StrategyPlayerController) gives it the
//! mapping contexts, the input actions and the touch controls widget, and plays the cursor feedback.

mod commands;

use bindings::engine::{ETraceTypeQuery, Pawn, PlayerController, PlayerControllerExt};
use bindings::enhanced_input::{ETriggerEvent, EnhancedInputLocalPlayerSubsystemExt, FInputActionValue, InputAction, InputMappingContext};
use bindings::prelude::*;
use bindings::umg::UserWidgetExt;
use rusteal_runtime::prelude::{Rotator, Vector, Vector2D};
use rusteal_runtime::runtime::input::should_display_touch_interface;
use rusteal_runtime::runtime::{LOG_ERROR, LOG_WARNING, OwnedStruct, RustealResult, SubclassOf, UObjectRef, UStructRef, ulog};
use rusteal_runtime::{uclass, uclass_impl};

use super::hud::StrategyHUD;
use super::model;
use super::pawn::StrategyPawn;
use super::touch_controls::StrategyTouchControls;
use super::unit::StrategyUnit;

#[uclass(parent = PlayerController)]
pub struct StrategyPlayerController {
    /// The mapping context of the mouse and keyboard.
    #[uproperty(EditAnywhere, category = "Input")]
    mouse_mapping_context: UObjectRef<InputMappingContext>,

    /// The mapping context of touches.
    #[uproperty(EditAnywhere, category = "Input")]
    touch_mapping_context: UObjectRef<InputMappingContext>,

    /// Pans the camera.
    #[uproperty(EditAnywhere, category = "Input")]
    move_camera_action: UObjectRef<InputAction>,

    /// Zooms the camera.
    #[uproperty(EditAnywhere, category = "Input")]
    zoom_camera_action: UObjectRef<InputAction>,

    /// Puts the camera's zoom back.
    #[uproperty(EditAnywhere, category = "Input")]
    reset_camera_action: UObjectRef<InputAction>,

    /// Selects the unit under the cursor.
    #[uproperty(EditAnywhere, category = "Input")]
    select_click_action: UObjectRef<InputAction>,

    /// Adds the unit under the cursor to the selection.
    #[uproperty(EditAnywhere, category = "Input")]
    select_click_additive_action: UObjectRef<InputAction>,

    /// Selects every unit on screen.
    #[uproperty(EditAnywhere, category = "Input")]
    select_all_double_click_action: UObjectRef<InputAction>,

    /// Draws the selection box while held.
    #[uproperty(EditAnywhere, category = "Input")]
    select_hold_action: UObjectRef<InputAction>,

    /// Sends the selection under the cursor.
    #[uproperty(EditAnywhere, category = "Input")]
    interact_click_action: UObjectRef<InputAction>,

    /// Drags the camera while held.
    #[uproperty(EditAnywhere, category = "Input")]
    interact_hold_action: UObjectRef<InputAction>,

    /// Changes how a click selects.
    #[uproperty(EditAnywhere, category = "Input")]
    selection_modifier_action: UObjectRef<InputAction>,

    /// The first finger held.
    #[uproperty(EditAnywhere, category = "Input")]
    touch_primary_hold_action: UObjectRef<InputAction>,

    /// A second finger.
    #[uproperty(EditAnywhere, category = "Input")]
    touch_secondary_action: UObjectRef<InputAction>,

    /// The touch controls widget to make where touches are the input.
    #[uproperty(EditAnywhere, category = "Input")]
    mobile_controls_widget_class: SubclassOf<StrategyTouchControls>,

    /// Touch controls even where the platform has no touch screen.
    #[uproperty(EditAnywhere, category = "Input", default = false)]
    b_force_touch_controls: bool,

    /// How far around a click or touch a unit is looked for.
    #[uproperty(EditAnywhere, category = "Input", default = 250.0)]
    selection_radius: f32,

    /// How long a finger is held before it drags the camera.
    #[uproperty(EditAnywhere, category = "Input", default = 0.15)]
    touch_drag_scroll_hold_time: f32,

    /// The closest zoom (orthographic width).
    #[uproperty(EditAnywhere, category = "Camera", default = 1000.0)]
    min_zoom_level: f32,

    /// The farthest zoom.
    #[uproperty(EditAnywhere, category = "Camera", default = 2500.0)]
    max_zoom_level: f32,

    /// One zoom input changes the zoom by this much.
    #[uproperty(EditAnywhere, category = "Camera", default = 100.0)]
    zoom_scaling: f32,

    /// How fast a drag moves the camera.
    #[uproperty(EditAnywhere, category = "Camera", default = 0.1)]
    drag_multiplier: f32,

    /// The trace channel a click selects along.
    #[uproperty(EditAnywhere, category = "Selection")]
    selection_trace_channel: ETraceTypeQuery,

    /// The camera pawn.
    controlled_camera_pawn: UObjectRef<StrategyPawn>,

    /// The HUD, which draws the selection box.
    strategy_hud: UObjectRef<StrategyHUD>,

    /// The touch controls once made.
    mobile_controls_widget: UObjectRef<StrategyTouchControls>,

    /// Where a camera drag started, and a selection box, in screen pixels.
    starting_drag_scroll_position: Vector2D,
    starting_box_selection_position: Vector2D,

    /// When the first finger went down, and when it last dragged the camera (game seconds).
    touch_hold_start_time: f64,
    last_touch_drag_scroll_time: f64,

    /// The zoom now and the one the camera started with.
    camera_zoom: f32,
    default_zoom: f32,

    /// The selected units.
    controlled_units: Vec<UObjectRef<StrategyUnit>>,
}

#[uclass_impl]
impl StrategyPlayerController {
    /// What `AStrategyPlayerController::AStrategyPlayerController()` sets: the cursor is shown.
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        self.as_ref().checked()?.set_show_mouse_cursor(true);
        Ok(())
    }

    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        if let Err(e) = self.set_up_input() {
            ulog!(LOG_WARNING, "[Strategy] the input setup failed: {e}");
        }
    }

    /// Keeps the camera pawn, its zoom and the HUD, and moves the touch slider to the zoom.
    #[ufunction(Override)]
    fn receive_possess(&mut self, possessed_pawn: UObjectRef<Pawn>) {
        let Ok(pawn) = StrategyPawn::from_obj(possessed_pawn) else {
            ulog!(LOG_ERROR, "[Strategy] the possessed pawn is not a StrategyPawn");
            return;
        };
        self.set_controlled_camera_pawn(pawn.self_ref());
        if let Ok(camera) = pawn.view().and_then(|camera| camera.checked()) {
            let width = camera.get_ortho_width();
            self.set_default_zoom(width);
            self.set_camera_zoom(width);
        }
        if let Ok(me) = self.as_ref().checked() {
            self.set_strategy_hud(me.get_hud().cast().unwrap_or_default());
        }
        if let Ok(controls) = StrategyTouchControls::from_obj(self.mobile_controls_widget()) {
            controls.bp_set_zoom_percentage(self.default_zoom_percentage());
        }
    }

    /// Pans the camera; the view is turned, so each axis moves it along both of the pawn's.
    #[ufunction]
    fn move_camera(&mut self, value: UStructRef<FInputActionValue>) {
        let (Ok(me), Ok(pawn)) = (self.as_ref().checked(), self.controlled_camera_pawn().checked()) else {
            return;
        };
        let (forward, right) = model::camera_move_amounts(value.axis2d());
        let control = me.get_control_rotation().to_rotator();
        let forward_direction = Rotator::new(0.0, control.yaw, control.roll).to_quat().rotate(Vector::new(1.0, 0.0, 0.0));
        let right_direction = Rotator::new(0.0, control.yaw, 0.0).to_quat().rotate(Vector::new(0.0, 1.0, 0.0));
        pawn.add_movement_input(&FVector::from_dvec3(forward_direction), Some(forward as f32), Some(false));
        pawn.add_movement_input(&FVector::from_dvec3(right_direction), Some(right as f32), Some(false));
    }

    /// Zooms by the input, scaled.
    #[ufunction]
    fn zoom_camera(&mut self, value: UStructRef<FInputActionValue>) {
        self.change_zoom(value.axis1d() as f32 * self.zoom_scaling());
    }

    #[ufunction]
    fn reset_camera(&mut self) {
        self.reset_zoom();
    }

    /// A selection box starts at the cursor.
    #[ufunction]
    fn select_hold_started(&mut self) {
        self.set_starting_box_selection_position(self.mouse_position());
    }

    /// The box follows the cursor.
    #[ufunction]
    fn select_hold_triggered(&mut self) {
        let at = self.mouse_position();
        self.update_selection_box(at);
    }

    #[ufunction]
    fn select_hold_completed(&mut self) {
        self.hide_selection_box();
    }

    #[ufunction]
    fn select_click(&mut self) {
        if let Some(at) = self.location_under_cursor() {
            self.select_at(at, false);
        }
    }

    #[ufunction]
    fn select_click_additive(&mut self) {
        if let Some(at) = self.location_under_cursor() {
            self.select_at(at, true);
        }
    }

    #[ufunction]
    fn select_all_double_click(&mut self) {
        self.select_all_units_on_screen();
    }

    /// A camera drag starts at the cursor.
    #[ufunction]
    fn interact_hold_started(&mut self) {
        self.set_starting_drag_scroll_position(self.mouse_position());
    }

    #[ufunction]
    fn interact_hold_triggered(&mut self) {
        let at = self.mouse_position();
        self.drag_scroll(at);
    }

    /// Sends the selection to the place under the cursor.
    #[ufunction]
    fn interact_click(&mut self) {
        if let Some(at) = self.location_under_cursor() {
            self.move_units(at);
        }
    }

    /// The first finger went down: a camera drag may start here.
    #[ufunction]
    fn touch_primary_hold_started(&mut self, value: UStructRef<FInputActionValue>) {
        self.set_starting_drag_scroll_position(value.axis2d());
        self.set_touch_hold_start_time(self.game_time());
    }

    /// The finger is held: after the hold time it drags the camera.
    #[ufunction]
    fn touch_primary_hold_triggered(&mut self, value: UStructRef<FInputActionValue>) {
        let at = value.axis2d();
        self.set_starting_box_selection_position(at);
        if self.game_time() - self.touch_hold_start_time() > f64::from(self.touch_drag_scroll_hold_time()) {
            self.drag_scroll(at);
            self.set_last_touch_drag_scroll_time(self.game_time());
        }
    }

    /// The finger was lifted: a tap (not the end of a drag) selects a unit there, or else sends the
    /// selection there.
    #[ufunction]
    fn touch_primary_hold_completed(&mut self) {
        if self.game_time() - self.last_touch_drag_scroll_time() <= model::TAP_AFTER_DRAG_SCROLL {
            return;
        }
        let at = self.touch_location();
        if !self.select_at(at, true) {
            self.move_units(at);
        }
    }

    /// A second finger draws the selection box from the first.
    #[ufunction]
    fn touch_secondary_triggered(&mut self, value: UStructRef<FInputActionValue>) {
        self.update_selection_box(value.axis2d());
    }

    #[ufunction]
    fn touch_secondary_completed(&mut self) {
        self.hide_selection_box();
    }

    /// The cursor's feedback at `location`: positive when units were sent there.
    #[ufunction(BlueprintImplementableEvent, name = "BP_CursorFeedback")]
    fn bp_cursor_feedback(&self, location: &OwnedStruct<FVector>, b_positive: bool) {}
}

impl StrategyPlayerController {
    /// `SetupInputComponent` and the touch controls of `BeginPlay`, on a local player's controller.
    fn set_up_input(&mut self) -> RustealResult<()> {
        let me: UObjectRef<PlayerController> = self.as_ref();
        if !me.checked()?.is_local_player_controller() {
            return Ok(());
        }
        let context = if self.uses_touch_controls() { self.touch_mapping_context() } else { self.mouse_mapping_context() };
        enhanced_input_subsystem(me)?.checked()?.add_mapping_context(context, 0, &OwnedStruct::new());

        let bindings: [(UObjectRef<InputAction>, ETriggerEvent, &str); 19] = [
            (self.move_camera_action(), ETriggerEvent::Triggered, "MoveCamera"),
            (self.zoom_camera_action(), ETriggerEvent::Triggered, "ZoomCamera"),
            (self.reset_camera_action(), ETriggerEvent::Triggered, "ResetCamera"),
            (self.select_hold_action(), ETriggerEvent::Started, "SelectHoldStarted"),
            (self.select_hold_action(), ETriggerEvent::Triggered, "SelectHoldTriggered"),
            (self.select_hold_action(), ETriggerEvent::Completed, "SelectHoldCompleted"),
            (self.select_hold_action(), ETriggerEvent::Canceled, "SelectHoldCompleted"),
            (self.select_click_action(), ETriggerEvent::Completed, "SelectClick"),
            (self.select_click_additive_action(), ETriggerEvent::Completed, "SelectClickAdditive"),
            (self.select_all_double_click_action(), ETriggerEvent::Completed, "SelectAllDoubleClick"),
            (self.interact_hold_action(), ETriggerEvent::Started, "InteractHoldStarted"),
            (self.interact_hold_action(), ETriggerEvent::Triggered, "InteractHoldTriggered"),
            (self.interact_click_action(), ETriggerEvent::Completed, "InteractClick"),
            (self.touch_primary_hold_action(), ETriggerEvent::Started, "TouchPrimaryHoldStarted"),
            (self.touch_primary_hold_action(), ETriggerEvent::Triggered, "TouchPrimaryHoldTriggered"),
            (self.touch_primary_hold_action(), ETriggerEvent::Completed, "TouchPrimaryHoldCompleted"),
            (self.touch_secondary_action(), ETriggerEvent::Triggered, "TouchSecondaryTriggered"),
            (self.touch_secondary_action(), ETriggerEvent::Completed, "TouchSecondaryCompleted"),
            (self.touch_secondary_action(), ETriggerEvent::Canceled, "TouchSecondaryCompleted"),
        ];
        // The selection modifier is not bound: the mapping context's chords read it.
        for (action, trigger, function) in bindings {
            bind_action(&me, action, trigger, function)?;
        }

        if self.uses_touch_controls() {
            match create_widget_of_class(&me, self.mobile_controls_widget_class()) {
                Ok(widget) => {
                    widget.checked()?.add_to_player_screen(Some(0));
                    StrategyTouchControls::from_obj(widget)?.attach_to(self.self_ref());
                    self.set_mobile_controls_widget(widget);
                }
                Err(_) => ulog!(LOG_ERROR, "Could not spawn mobile controls widget."),
            }
        }
        Ok(())
    }

    /// Whether touches are the input: on a touch platform, or when forced.
    fn uses_touch_controls(&self) -> bool {
        should_display_touch_interface() || self.b_force_touch_controls()
    }
}
