//! TimeTrialStartUI: the Time Trial variant's `UTimeTrialStartUI`, the race start countdown. Its
//! widget Blueprint animates the countdown (`BP_StartCountdown`) and calls `FinishCountdown` at
//! its end, which tells the listeners (the Time Trial UI) that the race starts.

use bindings::umg::UserWidget;
use rusteal_runtime::{uclass, uclass_impl};

#[uclass(parent = UserWidget)]
pub struct TimeTrialStartUI {}

#[uclass_impl]
impl TimeTrialStartUI {
    /// The Blueprint animates the countdown, then calls `FinishCountdown`.
    #[ufunction(BlueprintImplementableEvent, name = "BP_StartCountdown")]
    fn bp_start_countdown(&self) {}

    /// The countdown is over: the race starts.
    #[ufunction(BlueprintCallable)]
    fn finish_countdown(&mut self) {
        self.on_countdown_finished();
    }

    /// The countdown finished.
    #[udelegate]
    pub fn on_countdown_finished(&self) {}
}

impl TimeTrialStartUI {
    /// Starts the countdown (the Blueprint's animation).
    pub fn start_countdown(&self) {
        self.bp_start_countdown();
    }
}
