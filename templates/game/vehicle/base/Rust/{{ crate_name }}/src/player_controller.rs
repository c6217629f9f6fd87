//! VehicleAdvPlayerController: Unreal's `ATP_VehicleAdvPlayerController`. It adds the input
//! mapping contexts its Blueprint child lists (the "mobile excluded" ones only where the touch
//! controls are not used, the steering wheel's when asked for), shows the touch controls where they
//! are used and the speed and gear display, feeds that display every frame, and when its car is
//! destroyed spawns a `VehiclePawnClass` at the first PlayerStart and possesses it.
//!
//! `SetupInputComponent` has no Blueprint event; the setup runs at BeginPlay, after the C++
//! BeginPlay's `bAttachToPawn` (the controller rides along with the car, for World Partition
//! streaming). The car's end is heard by a closure that looks the controller up again, as the
//! other templates' controllers do. The functions after the class serve the Time Trial variant's
//! controller too, which does the same with the same properties.

use bindings::chaos_vehicles::ChaosVehicleMovementComponentExt;
use bindings::engine::{Actor, ActorExt, ControllerExt, GameplayStatics, Pawn, PlayerController, PlayerStart};
use bindings::enhanced_input::{EnhancedInputLocalPlayerSubsystemExt, InputMappingContext};
use bindings::prelude::*;
use bindings::umg::{UserWidget, UserWidgetExt};
use rusteal_runtime::runtime::input::should_display_touch_interface;
use rusteal_runtime::runtime::{LOG_ERROR, LOG_WARNING, OwnedStruct, RustealResult, SubclassOf, UObjectRef, ulog};
use rusteal_runtime::{uclass, uclass_impl};

use crate::ui::VehicleAdvUI;
use crate::vehicle_pawn::VehicleAdvPawn;

#[uclass(parent = PlayerController)]
pub struct VehicleAdvPlayerController {
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
    #[uproperty(Transient)]
    mobile_controls_widget: UObjectRef<UserWidget>,

    /// Use the touch controls even where the platform has no touch screen.
    #[uproperty(EditAnywhere, category = "Input|Touch Controls", default = false)]
    b_force_touch_controls: bool,

    /// Add the steering wheel's input mapping context too.
    #[uproperty(EditAnywhere, category = "Input|Steering Wheel Controls", default = false)]
    b_use_steering_wheel_controls: bool,

    /// The steering wheel's input mapping context, added beside the others.
    #[uproperty(EditAnywhere, category = "Input|Steering Wheel Controls")]
    steering_wheel_input_mapping_context: UObjectRef<InputMappingContext>,

    /// The car to spawn when the possessed one is destroyed.
    #[uproperty(EditAnywhere, category = "Vehicle|Respawn")]
    vehicle_pawn_class: SubclassOf<VehicleAdvPawn>,

    /// The possessed car.
    #[uproperty(Transient)]
    vehicle_pawn: UObjectRef<VehicleAdvPawn>,

    /// The speed and gear display to make.
    #[uproperty(EditAnywhere, category = "Vehicle|UI")]
    vehicle_ui_class: SubclassOf<VehicleAdvUI>,

    /// The display once made.
    #[uproperty(Transient)]
    vehicle_ui: UObjectRef<VehicleAdvUI>,
}

#[uclass_impl]
impl VehicleAdvPlayerController {
    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        if let Ok(me) = self.as_ref().checked() {
            me.set_attach_to_pawn(true);
        }
        if let Err(e) = self.set_up_input() {
            ulog!(LOG_WARNING, "[Vehicle] the input setup failed: {e}");
        }
    }

    /// The display shows the car's speed and gear.
    #[ufunction(Override)]
    fn receive_tick(&mut self, _delta_seconds: f32) {
        update_vehicle_ui(self.vehicle_pawn(), self.vehicle_ui());
    }

    /// Keeps the car and watches it for its destruction.
    #[ufunction(Override)]
    fn receive_possess(&mut self, possessed_pawn: UObjectRef<Pawn>) {
        self.set_vehicle_pawn(possessed_pawn.cast().unwrap_or_default());
        let controller: UObjectRef<PlayerController> = self.self_ref().upcast_to();
        watch_for_destruction(possessed_pawn, move |destroyed_actor| {
            if let Ok(mut me) = VehicleAdvPlayerController::from_obj(controller) {
                me.on_pawn_destroyed(destroyed_actor);
            }
        });
    }

    /// The car was destroyed: a new one at the first PlayerStart.
    fn on_pawn_destroyed(&mut self, _destroyed_pawn: UObjectRef<Actor>) {
        if let Err(e) = respawn_vehicle(self.self_ref().upcast_to(), self.vehicle_pawn_class()) {
            ulog!(LOG_WARNING, "[Vehicle] the respawn failed: {e}");
        }
    }
}

impl VehicleAdvPlayerController {
    /// The mapping contexts, the touch controls and the display, for a local controller.
    fn set_up_input(&mut self) -> RustealResult<()> {
        let me: UObjectRef<PlayerController> = self.as_ref();
        if !me.checked()?.is_local_player_controller() {
            return Ok(());
        }
        let touch_controls = should_use_touch_controls(self.b_force_touch_controls());
        let steering_wheel = self.b_use_steering_wheel_controls().then(|| self.steering_wheel_input_mapping_context());
        let contexts = [self.default_mapping_contexts(), self.mobile_excluded_mapping_contexts()];
        add_mapping_contexts(me, contexts, steering_wheel, touch_controls)?;
        if touch_controls {
            if let Some(widget) = show_widget(me, self.mobile_controls_widget_class(), "mobile controls")? {
                self.set_mobile_controls_widget(widget);
            }
        }
        if let Some(ui) = show_widget(me, self.vehicle_ui_class(), "vehicle UI")? {
            self.set_vehicle_ui(ui);
        }
        Ok(())
    }
}

/// Whether the player uses the touch controls: on a touch platform, or when forced.
pub(crate) fn should_use_touch_controls(force_touch_controls: bool) -> bool {
    should_display_touch_interface() || force_touch_controls
}

/// Adds a vehicle player's input mapping contexts at priority 0: `[default, mobile_excluded]` (the
/// second only without the touch controls), then the steering wheel's, when given.
pub(crate) fn add_mapping_contexts(
    player: UObjectRef<PlayerController>,
    [default, mobile_excluded]: [UeArray<UObjectRef<InputMappingContext>>; 2],
    steering_wheel: Option<UObjectRef<InputMappingContext>>,
    touch_controls: bool,
) -> RustealResult<()> {
    let subsystem = enhanced_input_subsystem(player)?.checked()?;
    let mut contexts = default.to_vec()?;
    if !touch_controls {
        contexts.extend(mobile_excluded.to_vec()?);
    }
    contexts.extend(steering_wheel);
    for context in contexts {
        subsystem.add_mapping_context(context, 0, &OwnedStruct::new());
    }
    Ok(())
}

/// A widget of `class` made for the player and put on the player's screen; none, with the C++
/// template's error ("Could not spawn <what> widget."), when it cannot be made.
pub(crate) fn show_widget<W: Inherits<UserWidget>>(
    player: UObjectRef<PlayerController>,
    class: SubclassOf<W>,
    what: &str,
) -> RustealResult<Option<UObjectRef<W>>> {
    let Ok(widget) = create_widget_of_class(&player, class) else {
        ulog!(LOG_ERROR, "Could not spawn {what} widget.");
        return Ok(None);
    };
    widget.upcast_to::<UserWidget>().checked()?.add_to_player_screen(Some(0));
    Ok(Some(widget))
}

/// The display shows the car's forward speed and gear (nothing while either is missing).
pub(crate) fn update_vehicle_ui(pawn: UObjectRef<VehicleAdvPawn>, ui: UObjectRef<VehicleAdvUI>) {
    if !pawn.is_valid() || !ui.is_valid() {
        return;
    }
    let Ok(movement) = VehicleAdvPawn::from_obj(pawn).and_then(|p| p.chaos_vehicle_movement()) else {
        return;
    };
    if let Ok(ui) = VehicleAdvUI::from_obj(ui) {
        ui.update_speed(movement.get_forward_speed());
        ui.update_gear(movement.get_current_gear());
    }
}

/// Runs `on_destroyed` when the pawn is destroyed, for as long as the pawn lives (as the C++
/// binding to its `OnDestroyed`).
pub(crate) fn watch_for_destruction(pawn: UObjectRef<Pawn>, on_destroyed: impl FnMut(UObjectRef<Actor>) + Send + 'static) {
    match pawn.checked().and_then(|pawn| pawn.on_destroyed().add(on_destroyed)) {
        Ok(binding) => binding.detach(),
        Err(e) => ulog!(LOG_WARNING, "[Vehicle] cannot watch the possessed car: {e}"),
    }
}

/// A new car of `class` at the first PlayerStart, possessed by `player`; nothing when the level
/// has no PlayerStart.
pub(crate) fn respawn_vehicle(player: UObjectRef<PlayerController>, class: SubclassOf<VehicleAdvPawn>) -> RustealResult<()> {
    let starts = GameplayStatics::get_all_actors_of_class(player.upcast_to(), SubclassOf::<PlayerStart>::base().upcast_to());
    let Some(start) = starts.first() else {
        return Ok(());
    };
    let at = start.checked()?.get_transform();
    let vehicle = player.get_world()?.spawn_actor_of_class(class, &at)?;
    player.checked()?.possess(vehicle.upcast_to());
    Ok(())
}
