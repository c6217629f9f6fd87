//! The parents of the Shooter variant's widgets: `UShooterUI` (UI_Shooter, the team scores) and
//! `UShooterBulletCounterUI` (UI_ShooterBulletCounter, the bullets and the life bar). The widgets
//! draw; the classes only declare the events the game mode and the player controller call.

use bindings::umg::UserWidget;
use rusteal_runtime::{uclass, uclass_impl};

#[uclass(parent = UserWidget)]
pub struct ShooterUI {}

#[uclass_impl]
impl ShooterUI {
    /// A team's score changed.
    #[ufunction(BlueprintImplementableEvent, name = "BP_UpdateScore")]
    pub fn bp_update_score(&self, team_byte: u8, score: i32) {}
}

#[uclass(parent = UserWidget)]
pub struct ShooterBulletCounterUI {}

#[uclass_impl]
impl ShooterBulletCounterUI {
    /// The weapon's bullets changed (0 of 0: no weapon).
    #[ufunction(BlueprintImplementableEvent, name = "BP_UpdateBulletCounter")]
    pub fn bp_update_bullet_counter(&self, magazine_size: i32, bullet_count: i32) {}

    /// The pawn's life changed, as a fraction of its hit points.
    #[ufunction(BlueprintImplementableEvent, name = "BP_Damaged")]
    pub fn bp_damaged(&self, life_percent: f32) {}
}
