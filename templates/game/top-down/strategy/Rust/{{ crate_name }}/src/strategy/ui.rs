//! StrategyUI: the Strategy variant's `UStrategyUI`, the parent of the game's UI widget
//! (UI_Strategy), which shows how many units are selected. The HUD tells it the count each frame;
//! the widget's Blueprint redraws when it changes.

use bindings::umg::UserWidget;
use rusteal_runtime::{uclass, uclass_impl};

#[uclass(parent = UserWidget)]
pub struct StrategyUI {
    /// The number of units selected.
    selected_units_count: i32,
}

#[uclass_impl]
impl StrategyUI {
    /// Tells the Blueprint the count changed.
    #[ufunction(BlueprintImplementableEvent, name = "BP_UpdateUnitsCount")]
    fn bp_update_units_count(&self) {}

    /// The number of units selected.
    #[ufunction(BlueprintPure)]
    fn get_selected_units_count(&self) -> i32 {
        self.selected_units_count()
    }
}

impl StrategyUI {
    /// The HUD's count: kept, and the Blueprint told when it differs from the last.
    pub fn update_selected_units_count(&mut self, count: i32) {
        let changed = count != self.selected_units_count();
        self.set_selected_units_count(count);
        if changed {
            self.bp_update_units_count();
        }
    }
}
