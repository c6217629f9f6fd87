//! The character's movement settings and its input arithmetic, without the engine: what
//! `ATP_ThirdPersonCharacter`'s constructor sets, and how a stick's axes become world directions.
//! `cargo test` (inside `Rust/`) runs the tests below.

use rusteal_runtime::prelude::{Rotator, Vector};

/// The capsule: radius and half height, in centimetres.
pub const CAPSULE_RADIUS: f32 = 42.0;
pub const CAPSULE_HALF_HEIGHT: f32 = 96.0;
/// Turn towards the direction of movement at this rate (degrees per second, yaw only).
pub const ROTATION_RATE_YAW: f64 = 500.0;
pub const JUMP_Z_VELOCITY: f32 = 500.0;
pub const AIR_CONTROL: f32 = 0.35;
pub const MAX_WALK_SPEED: f32 = 500.0;
pub const MIN_ANALOG_WALK_SPEED: f32 = 20.0;
pub const BRAKING_DECELERATION_WALKING: f32 = 2000.0;
pub const BRAKING_DECELERATION_FALLING: f32 = 1500.0;
/// The camera boom's length behind the character.
pub const CAMERA_BOOM_LENGTH: f32 = 400.0;

/// Forward and right in the world for a controller facing `control`: its yaw alone, so looking
/// up or down does not slow walking.
pub fn move_directions(control: Rotator) -> (Vector, Vector) {
    let yaw = Rotator::new(0.0, control.yaw, 0.0);
    let forward = yaw.forward();
    let right = Rotator::new(0.0, control.yaw + 90.0, 0.0).forward();
    (forward, right)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_controller_facing_east_walks_east_and_strafes_south() {
        let (forward, right) = move_directions(Rotator::new(-30.0, 90.0, 0.0));
        assert!(forward.abs_diff_eq(Vector::new(0.0, 1.0, 0.0), 1e-9), "{forward:?}");
        assert!(right.abs_diff_eq(Vector::new(-1.0, 0.0, 0.0), 1e-9), "{right:?}");
    }

    #[test]
    fn pitch_does_not_tilt_walking() {
        let (forward, _) = move_directions(Rotator::new(60.0, 0.0, 0.0));
        assert!(forward.abs_diff_eq(Vector::new(1.0, 0.0, 0.0), 1e-9));
    }
}
