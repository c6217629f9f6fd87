//! FirstPersonCameraManager: the player's camera manager, which keeps the view from looking
//! further down or up than the arms are animated for, as `ATP_FirstPersonCameraManager` does.

use bindings::engine::{PlayerCameraManager, PlayerCameraManagerExt};
use rusteal_runtime::runtime::RustealResult;
use rusteal_runtime::{uclass, uclass_impl};

use crate::view;

#[uclass(parent = PlayerCameraManager)]
pub struct FirstPersonCameraManager {}

#[uclass_impl]
impl FirstPersonCameraManager {
    /// The constructor's view limits, on the class default object.
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        let me = self.as_ref().checked()?;
        me.set_view_pitch_min(view::VIEW_PITCH_MIN);
        me.set_view_pitch_max(view::VIEW_PITCH_MAX);
        Ok(())
    }
}
