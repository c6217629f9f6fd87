//! TwinStickUI: the Twin Stick variant's `UTwinStickUI`, the parent of the game UI widget
//! UI_TwinStick, which shows the score, the combo multiplier and the items held.

use bindings::prelude::*;
use rusteal_runtime::{uclass, uclass_impl};

#[uclass(parent = UserWidget)]
pub struct TwinStickUI {}

#[uclass_impl]
impl TwinStickUI {
    /// The widget shows the items held.
    #[ufunction(BlueprintImplementableEvent)]
    pub fn update_items(&self, amount: i32) {}

    /// The widget shows the score.
    #[ufunction(BlueprintImplementableEvent)]
    pub fn update_score(&self, score: i32) {}

    /// The widget shows the combo multiplier.
    #[ufunction(BlueprintImplementableEvent)]
    pub fn update_combo(&self, combo: i32) {}
}
