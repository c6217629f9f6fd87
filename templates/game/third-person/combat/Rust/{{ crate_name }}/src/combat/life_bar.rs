//! CombatLifeBar: the Combat variant's `UCombatLifeBar`, the parent of the life bar widget
//! (UI_LifeBar) that characters show above their heads through a widget component. The widget
//! draws; the class declares what the characters tell it.

use bindings::prelude::*;
use bindings::umg::UserWidget;
use rusteal_runtime::runtime::OwnedStruct;
use rusteal_runtime::{uclass, uclass_impl};

#[uclass(parent = UserWidget)]
pub struct CombatLifeBar {}

#[uclass_impl]
impl CombatLifeBar {
    /// The bar's fill, 0 to 1.
    #[ufunction(BlueprintImplementableEvent)]
    pub fn set_life_percentage(&self, percent: f32) {}

    /// The bar's fill colour.
    #[ufunction(BlueprintImplementableEvent)]
    pub fn set_bar_color(&self, color: &OwnedStruct<FLinearColor>) {}
}
