//! TimeTrialUI: the Time Trial variant's `UTimeTrialUI`, the lap counter. When it is constructed
//! (put on screen) it makes the start countdown widget, shows it and starts it; the countdown's end
//! starts the race (`OnRaceStart`, which the player controller listens to). It keeps the current
//! lap and the best lap time (`super::laps`) for its Blueprint, which shows them (`BP_UpdateLaps`).
//!
//! `NativeConstruct` is the Blueprint event `Construct` here, overridden: a widget Blueprint child
//! that implements its own Construct event must call the parent's for the countdown to start.

use bindings::engine::PlayerController;
use bindings::prelude::*;
use bindings::umg::{UserWidget, UserWidgetExt, Widget, WidgetExt};
use rusteal_runtime::runtime::{LOG_ERROR, RustealResult, SubclassOf, UObjectRef, ulog};
use rusteal_runtime::{uclass, uclass_impl};

use super::laps::LapTimes;
use super::start_ui::TimeTrialStartUI;

#[uclass(parent = UserWidget)]
pub struct TimeTrialUI {
    /// The start countdown widget to make.
    #[uproperty(EditAnywhere, category = "Start Countdown")]
    start_ui_class: SubclassOf<TimeTrialStartUI>,

    /// When the previous lap started, in game seconds.
    #[uproperty(Transient)]
    last_lap_time: f32,

    /// The best lap time, in seconds (negative while no lap is complete).
    #[uproperty(Transient)]
    best_lap_time: f32,

    /// When the current lap started, in game seconds.
    #[uproperty(Transient)]
    lap_start_time: f32,

    /// The current lap, from 1.
    #[uproperty(Transient)]
    current_lap: i32,
}

#[uclass_impl]
impl TimeTrialUI {
    /// On screen: the countdown made, shown and started.
    #[ufunction(Override)]
    fn construct(&mut self) {
        if let Err(e) = self.start_countdown() {
            ulog!(LOG_ERROR, "[Time Trial] the start countdown cannot start: {e}");
        }
    }

    /// The countdown finished: the race starts.
    #[ufunction]
    fn start_race(&mut self) {
        self.on_race_start();
    }

    /// The Blueprint shows the lap and the times.
    #[ufunction(BlueprintImplementableEvent, name = "BP_UpdateLaps")]
    fn bp_update_laps(&self) {}

    /// The current lap.
    #[ufunction(BlueprintPure)]
    fn get_current_lap(&self) -> i32 {
        self.current_lap()
    }

    /// The best lap time, in seconds (negative while no lap is complete).
    #[ufunction(BlueprintPure)]
    fn get_best_lap_time(&self) -> f32 {
        self.best_lap_time()
    }

    /// When the current lap started, in game seconds.
    #[ufunction(BlueprintPure)]
    fn get_lap_start_time(&self) -> f32 {
        self.lap_start_time()
    }

    /// The race started.
    #[udelegate]
    pub fn on_race_start(&self) {}
}

impl TimeTrialUI {
    /// Lap `lap` started at `new_lap_start_time` (game seconds): the times kept, the Blueprint told.
    pub fn update_lap_count(&self, lap: i32, new_lap_start_time: f32) {
        let times = LapTimes {
            last_lap_time: self.last_lap_time(),
            best_lap_time: self.best_lap_time(),
            lap_start_time: self.lap_start_time(),
            current_lap: self.current_lap(),
        }
        .lap_started(lap, new_lap_start_time);
        self.set_last_lap_time(times.last_lap_time);
        self.set_best_lap_time(times.best_lap_time);
        self.set_lap_start_time(times.lap_start_time);
        self.set_current_lap(times.current_lap);
        self.bp_update_laps();
    }

    fn start_countdown(&self) -> RustealResult<()> {
        let player: UObjectRef<PlayerController> = self.self_ref().upcast_to::<Widget>().checked()?.get_owning_player();
        let start_ui = create_widget_of_class(&player, self.start_ui_class())?;
        start_ui.upcast_to::<UserWidget>().checked()?.add_to_viewport(Some(0));
        let start_ui = TimeTrialStartUI::from_obj(start_ui)?;
        start_ui.on_countdown_finished_add_ufunction(self, "StartRace")?;
        start_ui.start_countdown();
        Ok(())
    }
}
