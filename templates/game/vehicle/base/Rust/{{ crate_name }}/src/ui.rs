//! VehicleAdvUI: Unreal's `UTP_VehicleAdvUI`, the speed and gear display. The widget Blueprint
//! draws; the class turns the speed into km/h or mph and calls the Blueprint's events.

use bindings::umg::UserWidget;
use rusteal_runtime::{uclass, uclass_impl};

use crate::model;

#[uclass(parent = UserWidget)]
pub struct VehicleAdvUI {
    /// Show miles an hour instead of kilometres an hour.
    #[uproperty(EditAnywhere, BlueprintReadOnly, category = "Vehicle", default = false)]
    b_is_mph: bool,
}

#[uclass_impl]
impl VehicleAdvUI {
    /// The Blueprint shows the new speed.
    #[ufunction(BlueprintImplementableEvent)]
    pub fn on_speed_update(&self, new_speed: f32) {}

    /// The Blueprint shows the new gear.
    #[ufunction(BlueprintImplementableEvent)]
    pub fn on_gear_update(&self, new_gear: i32) {}
}

impl VehicleAdvUI {
    /// A new forward speed, in cm/s.
    pub fn update_speed(&self, new_speed: f32) {
        self.on_speed_update(model::display_speed(new_speed, self.b_is_mph()));
    }

    /// A new gear.
    pub fn update_gear(&self, new_gear: i32) {
        self.on_gear_update(new_gear);
    }
}
