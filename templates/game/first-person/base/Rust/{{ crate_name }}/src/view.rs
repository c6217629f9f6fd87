//! The numbers the First Person template's C++ classes set: the character's body, its camera on
//! the arms' head and the camera manager's limits. Kept here so the Rust classes see and move
//! exactly as the C++ ones do.

/// The capsule the constructor ends with (radius, half height; centimetres).
pub const CAPSULE_RADIUS: f32 = 34.0;
pub const CAPSULE_HALF_HEIGHT: f32 = 96.0;

/// The camera's place and rotation (pitch, yaw, roll; degrees) on the arms' `head` socket
/// (the socket is named where the camera component is declared, character.rs).
pub const CAMERA_LOCATION: [f64; 3] = [-2.8, 5.89, 0.0];
pub const CAMERA_ROTATION: [f64; 3] = [0.0, 90.0, -90.0];

/// What the camera draws first-person primitives (the arms) with: their own field of view, and
/// a scale that keeps them from reaching into walls.
pub const FIRST_PERSON_FIELD_OF_VIEW: f32 = 70.0;
pub const FIRST_PERSON_SCALE: f32 = 0.6;

pub const BRAKING_DECELERATION_FALLING: f32 = 1500.0;
pub const AIR_CONTROL: f32 = 0.5;

/// How far the player may look down and up (degrees).
pub const VIEW_PITCH_MIN: f32 = -70.0;
pub const VIEW_PITCH_MAX: f32 = 80.0;
