//! SideScrollingUI: the Side Scrolling variant's `USideScrollingUI`, the parent of the game UI
//! widget UI_SideScrolling, which shows the pickups counter.

use bindings::prelude::*;
use rusteal_runtime::{uclass, uclass_impl};

#[uclass(parent = UserWidget)]
pub struct SideScrollingUI {}

#[uclass_impl]
impl SideScrollingUI {
    /// The widget shows the number of pickups collected.
    #[ufunction(BlueprintImplementableEvent)]
    pub fn update_pickups(&self, amount: i32) {}
}
