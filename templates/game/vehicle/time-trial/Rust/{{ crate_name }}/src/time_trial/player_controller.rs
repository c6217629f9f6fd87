//! TimeTrialPlayerController: the Time Trial variant's `ATimeTrialPlayerController`. As the
//! Vehicle template's controller, it adds its input mapping contexts, shows the touch controls
//! where they are used and the speed and gear display, feeds that display every frame and respawns
//! a destroyed car at the first PlayerStart (the functions of `crate::player_controller`). It also
//! shows the lap counter (`TimeTrialUI`), whose countdown starts the race: until then its car
//! takes no input. Racing, it aims for one track gate after another and counts the laps.
//!
//! `SetupInputComponent` has no Blueprint event; the setup runs at BeginPlay. The car's end is
//! heard by a closure that looks the controller up again, as the base controller's.

use bindings::engine::{Actor, ActorExt, ControllerExt, GameplayStatics, Pawn, PlayerController};
use bindings::enhanced_input::InputMappingContext;
use bindings::umg::UserWidget;
use rusteal_runtime::runtime::{LOG_WARNING, RustealResult, SubclassOf, UObjectRef, UeArray, ulog};
use rusteal_runtime::{uclass, uclass_impl};

use super::game_mode::TimeTrialGameMode;
use super::track_gate::TimeTrialTrackGate;
use super::ui::TimeTrialUI;
use crate::player_controller::{
    add_mapping_contexts, respawn_vehicle, should_use_touch_controls, show_widget, update_vehicle_ui, watch_for_destruction,
};
use crate::ui::VehicleAdvUI;
use crate::vehicle_pawn::VehicleAdvPawn;

#[uclass(parent = PlayerController, config = "Game")]
pub struct TimeTrialPlayerController {
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
    #[uproperty(EditAnywhere, Config, category = "Input|Touch Controls", default = false)]
    b_force_touch_controls: bool,

    /// Add the steering wheel's input mapping context too.
    #[uproperty(EditAnywhere, category = "Input|Steering Wheel Controls", default = false)]
    b_use_steering_wheel_controls: bool,

    /// The steering wheel's input mapping context, added beside the others.
    #[uproperty(EditAnywhere, category = "Input|Steering Wheel Controls")]
    steering_wheel_input_mapping_context: UObjectRef<InputMappingContext>,

    /// The lap counter to make.
    #[uproperty(EditAnywhere, category = "Time Trial|UI")]
    ui_widget_class: SubclassOf<TimeTrialUI>,

    /// The lap counter once made.
    #[uproperty(Transient)]
    ui_widget: UObjectRef<TimeTrialUI>,

    /// The speed and gear display to make.
    #[uproperty(EditAnywhere, category = "Vehicle|UI")]
    vehicle_ui_class: SubclassOf<VehicleAdvUI>,

    /// The display once made.
    #[uproperty(Transient)]
    vehicle_ui: UObjectRef<VehicleAdvUI>,

    /// The track gate the car must pass next.
    #[uproperty(Transient)]
    target_gate: UObjectRef<TimeTrialTrackGate>,

    /// The current lap.
    #[uproperty(Transient)]
    current_lap: i32,

    /// The race has started: a respawned car takes input at once.
    #[uproperty(Transient)]
    b_race_started: bool,

    /// The car to spawn when the possessed one is destroyed.
    #[uproperty(EditAnywhere, category = "Vehicle|Respawn")]
    vehicle_pawn_class: SubclassOf<VehicleAdvPawn>,

    /// The possessed car.
    #[uproperty(Transient)]
    vehicle_pawn: UObjectRef<VehicleAdvPawn>,
}

#[uclass_impl]
impl TimeTrialPlayerController {
    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        if let Err(e) = self.set_up_input() {
            ulog!(LOG_WARNING, "[Time Trial] the input setup failed: {e}");
        }
    }

    /// The display shows the car's speed and gear.
    #[ufunction(Override)]
    fn receive_tick(&mut self, _delta_seconds: f32) {
        update_vehicle_ui(self.vehicle_pawn(), self.vehicle_ui());
    }

    /// Keeps the car, watches it for its destruction, and holds its input until the race starts.
    #[ufunction(Override)]
    fn receive_possess(&mut self, possessed_pawn: UObjectRef<Pawn>) {
        let vehicle: UObjectRef<VehicleAdvPawn> = possessed_pawn.cast().unwrap_or_default();
        if !vehicle.is_valid() {
            ulog!(LOG_WARNING, "[Time Trial] the player possessed a pawn that is no VehicleAdvPawn");
        }
        self.set_vehicle_pawn(vehicle);
        let controller: UObjectRef<PlayerController> = self.self_ref().upcast_to();
        watch_for_destruction(possessed_pawn, move |destroyed_actor| {
            if let Ok(mut me) = TimeTrialPlayerController::from_obj(controller) {
                me.on_pawn_destroyed(destroyed_actor);
            }
        });
        if !self.b_race_started() {
            if let Ok(pawn) = possessed_pawn.checked() {
                pawn.disable_input(controller);
            }
        }
    }

    /// The countdown finished: the car aims for the gate after the finish line, lap 1 starts, and
    /// the car takes input.
    #[ufunction]
    fn start_race(&mut self) {
        let game_mode = GameplayStatics::get_game_mode(self.self_ref().upcast_to());
        if let Ok(game_mode) = TimeTrialGameMode::from_obj(game_mode) {
            match game_mode.get_finish_line().checked() {
                Ok(_) => {
                    let finish_line = TimeTrialTrackGate::from_obj(game_mode.get_finish_line());
                    self.set_target_gate(finish_line.map(|gate| gate.get_next_marker()).unwrap_or_default());
                }
                Err(_) => ulog!(
                    LOG_WARNING,
                    "[Time Trial] no track gate has the game mode's FinishTag: tag the finish line's gate with it"
                ),
            }
        }
        self.set_b_race_started(true);
        self.set_current_lap(0);
        self.increment_lap_count();
        let me: UObjectRef<PlayerController> = self.self_ref().upcast_to();
        if let Ok(pawn) = me.checked().map(|me| me.k2_get_pawn()).and_then(|pawn| pawn.checked()) {
            pawn.enable_input(me);
        }
    }

    /// The car was destroyed: a new one at the first PlayerStart.
    fn on_pawn_destroyed(&mut self, _destroyed_pawn: UObjectRef<Actor>) {
        if let Err(e) = respawn_vehicle(self.self_ref().upcast_to(), self.vehicle_pawn_class()) {
            ulog!(LOG_WARNING, "[Time Trial] the respawn failed: {e}");
        }
    }
}

impl TimeTrialPlayerController {
    /// The next lap: the counter and the lap counter widget (with the game time it started).
    pub fn increment_lap_count(&mut self) {
        let lap = self.current_lap() + 1;
        self.set_current_lap(lap);
        let now = GameplayStatics::get_time_seconds(self.self_ref().upcast_to()) as f32;
        if let Ok(ui) = TimeTrialUI::from_obj(self.ui_widget()) {
            ui.update_lap_count(lap, now);
        }
    }

    /// The mapping contexts, the touch controls, the lap counter and the display, for a local
    /// controller.
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
        if let Some(ui) = show_widget(me, self.ui_widget_class(), "Time Trial UI")? {
            self.set_ui_widget(ui);
            TimeTrialUI::from_obj(ui)?.on_race_start_add_ufunction(self, "StartRace")?;
        }
        if let Some(ui) = show_widget(me, self.vehicle_ui_class(), "vehicle UI")? {
            self.set_vehicle_ui(ui);
        }
        Ok(())
    }
}
