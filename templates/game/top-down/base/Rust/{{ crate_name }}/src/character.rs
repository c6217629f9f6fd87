//! TopDownCharacter: a character seen from above by a camera that keeps its angle whatever way
//! the character turns, as Unreal's `ATP_TopDownCharacter` is.
//!
//! The character does not turn with the controller; its movement turns it towards where it
//! walks and keeps it on the floor's plane. The camera hangs on a boom that takes no rotation
//! from its parent (absolute rotation) and does not pull in when something is in the way.

use bindings::engine::{
    CameraComponent, CameraComponentExt, CapsuleComponentExt, CharacterExt, CharacterMovementComponentExt,
    MovementComponentExt, PawnExt, SceneComponentExt, SpringArmComponent, SpringArmComponentExt,
};
use bindings::prelude::*;
use rusteal_runtime::prelude::Rotator;
use rusteal_runtime::runtime::RustealResult;
use rusteal_runtime::{uclass, uclass_impl};

use crate::top_down_view as view;

#[uclass(parent = Character)]
pub struct TopDownCharacter {
    /// Holds the camera above and behind the character.
    #[component(attach = "root_component", name = "CameraBoom")]
    camera_boom: SpringArmComponent,

    /// The camera at the end of the boom.
    #[component(attach = "camera_boom", socket = "SpringEndpoint", name = "TopDownCamera")]
    top_down_camera: CameraComponent,
}

#[uclass_impl]
impl TopDownCharacter {
    /// What `ATP_TopDownCharacter`'s constructor sets on inherited properties and on the
    /// components.
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        let me = self.as_ref().checked()?;
        me.get_capsule_component()
            .checked()?
            .set_capsule_size(view::CAPSULE_RADIUS, view::CAPSULE_HALF_HEIGHT, Some(false));

        // The camera keeps its angle: neither the character nor the camera turns with the controller.
        me.set_use_controller_rotation_pitch(false);
        me.set_use_controller_rotation_yaw(false);
        me.set_use_controller_rotation_roll(false);

        let movement = me.get_character_movement().checked()?;
        movement.set_orient_rotation_to_movement(true);
        movement.set_rotation_rate(FRotator::from_rotator(Rotator::new(0.0, view::ROTATION_RATE_YAW, 0.0)));
        movement.set_plane_constraint_enabled(true);
        movement.set_snap_to_plane_at_start(true);

        let boom = self.camera_boom()?.checked()?;
        // Absolute rotation only: the boom follows the character but not its turning.
        boom.set_absolute(Some(false), Some(true), Some(false));
        boom.set_target_arm_length(view::CAMERA_BOOM_LENGTH);
        boom.k2_set_relative_rotation(&FRotator::from_rotator(Rotator::new(view::CAMERA_BOOM_PITCH, 0.0, 0.0)), false, false);
        boom.set_do_collision_test(false);

        self.top_down_camera()?.checked()?.set_use_pawn_control_rotation(false);
        Ok(())
    }
}
