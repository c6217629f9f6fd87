//! The Platforming character's settings and its rules of jumping and dashing, without the engine:
//! what `APlatformingCharacter`'s constructor sets, which jump a press of the jump key makes, and
//! how a wall jump leaves the wall. `cargo test` (inside `Rust/`) runs the tests below.

use rusteal_runtime::prelude::Vector;

/// Press-and-hold jump: the jump keeps rising while held, this long at most (seconds).
pub const JUMP_MAX_HOLD_TIME: f32 = 0.4;
/// The ground jump, the coyote or double jump, and the one a wall jump makes up for.
pub const JUMP_MAX_COUNT: i32 = 3;
pub const CAPSULE_RADIUS: f32 = 35.0;
pub const CAPSULE_HALF_HEIGHT: f32 = 90.0;
pub const GRAVITY_SCALE: f32 = 2.5;
pub const MAX_ACCELERATION: f32 = 1500.0;
pub const BRAKING_FRICTION_FACTOR: f32 = 1.0;
pub const GROUND_FRICTION: f32 = 4.0;
pub const MAX_WALK_SPEED: f32 = 750.0;
pub const MIN_ANALOG_WALK_SPEED: f32 = 20.0;
pub const BRAKING_DECELERATION_WALKING: f32 = 2500.0;
pub const PERCH_RADIUS_THRESHOLD: f32 = 15.0;
pub const JUMP_Z_VELOCITY: f32 = 350.0;
pub const BRAKING_DECELERATION_FALLING: f32 = 750.0;
pub const AIR_CONTROL: f32 = 1.0;
/// Turn towards the direction of movement at this rate (degrees per second, yaw only).
pub const ROTATION_RATE_YAW: f64 = 500.0;
/// The navigation agent's size, in centimetres.
pub const NAV_AGENT_RADIUS: f32 = 42.0;
pub const NAV_AGENT_HEIGHT: f32 = 192.0;
pub const CAMERA_BOOM_LENGTH: f32 = 400.0;
pub const CAMERA_LAG_SPEED: f32 = 8.0;
pub const CAMERA_ROTATION_LAG_SPEED: f32 = 8.0;
/// How far ahead of the character a wall is looked for, and the sweep's radius.
pub const WALL_JUMP_TRACE_DISTANCE: f32 = 50.0;
pub const WALL_JUMP_TRACE_RADIUS: f32 = 25.0;
/// A wall jump's push away from the wall and up (cm/s).
pub const WALL_JUMP_BOUNCE_IMPULSE: f32 = 800.0;
pub const WALL_JUMP_VERTICAL_IMPULSE: f32 = 900.0;
/// How long jump presses are ignored after a wall jump (seconds).
pub const DELAY_BETWEEN_WALL_JUMPS: f32 = 0.1;
/// How long after starting to fall a press still makes a ground jump (seconds).
pub const MAX_COYOTE_TIME: f32 = 0.16;

/// What the character has done since it last stood on the ground.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Moves {
    pub has_wall_jumped: bool,
    pub has_double_jumped: bool,
    pub has_dashed: bool,
    pub is_dashing: bool,
    /// The game time the character started falling.
    pub last_fall_time: f64,
}

/// What a press of the jump key does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JumpPress {
    /// Nothing: dashing, or just after a wall jump.
    Ignored,
    /// A ground jump.
    FromGround,
    /// In the air: a wall jump when there is a wall ahead, else `air_jump` decides.
    InAir,
}

/// The jump a press makes, as `APlatformingCharacter::MultiJump` decides it.
pub fn jump_press(moves: &Moves, falling: bool) -> JumpPress {
    if moves.is_dashing {
        JumpPress::Ignored
    } else if !falling {
        JumpPress::FromGround
    } else if moves.has_wall_jumped {
        JumpPress::Ignored
    } else {
        JumpPress::InAir
    }
}

/// A press in the air with no wall ahead.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AirJump {
    /// Just walked off a ledge: the ground jump it would have been.
    Coyote,
    Double,
    None,
}

/// Which jump a press in the air at game time `now` makes.
pub fn air_jump(moves: &Moves, now: f64, max_coyote_time: f32) -> AirJump {
    if now - moves.last_fall_time < f64::from(max_coyote_time) {
        AirJump::Coyote
    } else if moves.has_double_jumped {
        AirJump::None
    } else {
        AirJump::Double
    }
}

/// The yaw (degrees) of a character facing along a wall's normal, away from it.
pub fn yaw_away_from(normal: Vector) -> f64 {
    normal.y.atan2(normal.x).to_degrees()
}

/// A wall jump's launch velocity: `bounce` along the wall's normal and `vertical` up.
pub fn wall_jump_launch(normal: Vector, bounce: f32, vertical: f32) -> Vector {
    normal * f64::from(bounce) + Vector::new(0.0, 0.0, f64::from(vertical))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn on_the_ground_a_press_jumps_unless_dashing() {
        assert_eq!(jump_press(&Moves::default(), false), JumpPress::FromGround);
        let dashing = Moves { is_dashing: true, ..Moves::default() };
        assert_eq!(jump_press(&dashing, false), JumpPress::Ignored);
        assert_eq!(jump_press(&dashing, true), JumpPress::Ignored);
    }

    #[test]
    fn in_the_air_a_press_tries_the_wall_but_not_right_after_a_wall_jump() {
        assert_eq!(jump_press(&Moves::default(), true), JumpPress::InAir);
        let just_wall_jumped = Moves { has_wall_jumped: true, ..Moves::default() };
        assert_eq!(jump_press(&just_wall_jumped, true), JumpPress::Ignored);
    }

    #[test]
    fn coyote_time_then_one_double_jump() {
        let falling = Moves { last_fall_time: 4.0, ..Moves::default() };
        assert_eq!(air_jump(&falling, 4.1, MAX_COYOTE_TIME), AirJump::Coyote);
        assert_eq!(air_jump(&falling, 4.2, MAX_COYOTE_TIME), AirJump::Double);
        let doubled = Moves { has_double_jumped: true, ..falling };
        assert_eq!(air_jump(&doubled, 4.1, MAX_COYOTE_TIME), AirJump::Coyote);
        assert_eq!(air_jump(&doubled, 4.2, MAX_COYOTE_TIME), AirJump::None);
    }

    #[test]
    fn a_wall_jump_faces_away_from_the_wall_and_launches_up_and_away() {
        let normal = Vector::new(-1.0, 0.0, 0.0);
        assert!((yaw_away_from(normal) - 180.0).abs() < 1e-9);
        assert!((yaw_away_from(Vector::new(0.0, 1.0, 0.0)) - 90.0).abs() < 1e-9);
        let launch = wall_jump_launch(normal, WALL_JUMP_BOUNCE_IMPULSE, WALL_JUMP_VERTICAL_IMPULSE);
        assert!(launch.abs_diff_eq(Vector::new(-800.0, 0.0, 900.0), 1e-9), "{launch:?}");
    }
}
