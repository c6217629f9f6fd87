//! The values `ATP_TopDownCharacter`'s constructor gives the character and its camera.

/// The capsule: 42 cm wide, 96 cm from the centre to either end.
pub const CAPSULE_RADIUS: f32 = 42.0;
pub const CAPSULE_HALF_HEIGHT: f32 = 96.0;

/// How fast the character turns towards the way it walks, in degrees per second of yaw.
pub const ROTATION_RATE_YAW: f64 = 640.0;

/// The camera looks down on the character from 8 m away...
pub const CAMERA_BOOM_LENGTH: f32 = 800.0;
/// ...at 60 degrees below the horizon, whatever way the character faces.
pub const CAMERA_BOOM_PITCH: f64 = -60.0;
