//! HorrorUI: the Horror variant's `UHorrorUI`, the parent of the UI_Horror widget that shows the
//! sprint meter. It listens to its character's sprint delegates and hands each change to the
//! widget's Blueprint events.

use bindings::umg::UserWidget;
use rusteal_runtime::runtime::RustealResult;
use rusteal_runtime::{uclass, uclass_impl};

use super::character::HorrorCharacter;

#[uclass(parent = UserWidget)]
pub struct HorrorUI {}

#[uclass_impl]
impl HorrorUI {
    /// The character's meter changed.
    #[ufunction]
    fn on_sprint_meter_updated(&mut self, percent: f32) {
        self.bp_sprint_meter_updated(percent);
    }

    /// The character started or stopped sprinting.
    #[ufunction]
    fn on_sprint_state_changed(&mut self, b_sprinting: bool) {
        self.bp_sprint_state_changed(b_sprinting);
    }

    /// The widget's Blueprint updates the meter.
    #[ufunction(BlueprintImplementableEvent, name = "BP_SprintMeterUpdated")]
    fn bp_sprint_meter_updated(&self, percent: f32) {}

    /// The widget's Blueprint shows the sprint state.
    #[ufunction(BlueprintImplementableEvent, name = "BP_SprintStateChanged")]
    fn bp_sprint_state_changed(&self, b_sprinting: bool) {}
}

impl HorrorUI {
    /// `SetupCharacter`: listen to the character's sprint meter and state (AddDynamic).
    pub fn setup_character(&self, character: &HorrorCharacter) -> RustealResult<()> {
        character.on_sprint_meter_updated_add_ufunction(self, "OnSprintMeterUpdated")?;
        character.on_sprint_state_changed_add_ufunction(self, "OnSprintStateChanged")
    }
}
