//! StrategyTouchControls: the Strategy variant's `UStrategyTouchControls`, the parent of the touch
//! controls widget (WBP_StrategyMobileControls): its buttons and zoom slider call the player
//! controller's camera and selection commands, and the controller keeps the slider in step.

use bindings::umg::UserWidget;
use rusteal_runtime::runtime::UObjectRef;
use rusteal_runtime::{uclass, uclass_impl};

use super::player_controller::StrategyPlayerController;

#[uclass(parent = UserWidget)]
pub struct StrategyTouchControls {
    /// The controller that made the widget.
    player_controller: UObjectRef<StrategyPlayerController>,
}

#[uclass_impl]
impl StrategyTouchControls {
    /// Moves the zoom slider to `percentage` (0 to 1).
    #[ufunction(BlueprintImplementableEvent, name = "BP_SetZoomPercentage")]
    pub fn bp_set_zoom_percentage(&self, percentage: f32) {}

    /// Back to the camera's first zoom, and the slider with it.
    #[ufunction(BlueprintCallable)]
    fn reset_zoom(&mut self) {
        if let Ok(mut controller) = StrategyPlayerController::from_obj(self.player_controller()) {
            controller.reset_zoom();
            self.bp_set_zoom_percentage(controller.default_zoom_percentage());
        }
    }

    /// Selects every unit on screen, or none when some are selected.
    #[ufunction(BlueprintCallable)]
    fn toggle_select_all_units(&mut self) {
        if let Ok(mut controller) = StrategyPlayerController::from_obj(self.player_controller()) {
            controller.toggle_select_all_units();
        }
    }

    /// The zoom `percentage` (0 to 1) of the way from the closest to the farthest.
    #[ufunction(BlueprintCallable)]
    fn set_zoom_percentage(&mut self, percentage: f32) {
        if let Ok(mut controller) = StrategyPlayerController::from_obj(self.player_controller()) {
            controller.set_zoom_percentage(percentage);
        }
    }
}

impl StrategyTouchControls {
    /// The controller the buttons command.
    pub fn attach_to(&mut self, controller: UObjectRef<StrategyPlayerController>) {
        self.set_player_controller(controller);
    }
}
