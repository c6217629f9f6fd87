//! The Side Scrolling variant's settings and rules without the engine: what the C++ constructors
//! set, which jump a press of the jump key makes, how a wall jump leaves the wall, where the side
//! view camera goes, how an NPC is knocked away and which player it targets. `cargo test` (inside
//! `Rust/`) runs the tests below.

use rusteal_runtime::prelude::Vector;

// ASideScrollingCharacter's constructor.
/// The side view camera: 300 cm along +Y from the character, looking back along -Y.
pub const CAMERA_LOCATION: Vector = Vector::new(0.0, 300.0, 0.0);
pub const CAMERA_YAW: f64 = -90.0;
pub const CAPSULE_RADIUS: f32 = 35.0;
pub const CAPSULE_HALF_HEIGHT: f32 = 90.0;
pub const GRAVITY_SCALE: f32 = 1.75;
pub const MAX_ACCELERATION: f32 = 1500.0;
pub const BRAKING_FRICTION_FACTOR: f32 = 1.0;
pub const MASS: f32 = 500.0;
pub const WALKABLE_FLOOR_ANGLE: f32 = 75.0;
pub const MAX_WALK_SPEED: f32 = 500.0;
pub const MIN_ANALOG_WALK_SPEED: f32 = 20.0;
pub const BRAKING_DECELERATION_WALKING: f32 = 2000.0;
pub const PERCH_RADIUS_THRESHOLD: f32 = 15.0;
pub const LEDGE_CHECK_THRESHOLD: f32 = 6.0;
pub const JUMP_Z_VELOCITY: f32 = 750.0;
pub const AIR_CONTROL: f32 = 1.0;
/// Turn towards the direction of movement at this rate (degrees per second, yaw only).
pub const ROTATION_RATE_YAW: f64 = 750.0;
/// Movement stays in the XZ plane: the plane's normal.
pub const PLANE_CONSTRAINT_NORMAL: Vector = Vector::new(0.0, 1.0, 0.0);
/// The ground jump, a coyote or double jump, and the one a wall jump makes up for.
pub const JUMP_MAX_COUNT: i32 = 3;

// ASideScrollingCharacter's properties.
/// The push (a velocity change, cm/s) given to a physics object hit in the air.
pub const JUMP_PUSH_IMPULSE: f32 = 600.0;
/// The radius of the sweep for something to interact with.
pub const INTERACTION_RADIUS: f32 = 200.0;
/// How far along +X that sweep goes.
pub const INTERACTION_REACH: f64 = 100.0;
/// How long movement input is ignored after a wall jump (seconds).
pub const DELAY_BETWEEN_WALL_JUMPS: f32 = 0.3;
/// How far ahead a wall is looked for.
pub const WALL_JUMP_TRACE_DISTANCE: f32 = 50.0;
/// A wall jump's push away from the wall (cm/s).
pub const WALL_JUMP_HORIZONTAL_IMPULSE: f32 = 500.0;
/// A wall jump goes up at JumpZVelocity times this.
pub const WALL_JUMP_VERTICAL_MULTIPLIER: f32 = 1.4;
/// How far down a soft platform to drop through is looked for.
pub const SOFT_COLLISION_TRACE_DISTANCE: f32 = 1000.0;
/// How long after starting to fall a press still makes a ground jump (seconds).
pub const MAX_COYOTE_TIME: f32 = 0.16;

/// `UE_SMALL_NUMBER`.
const SMALL_NUMBER: f64 = 1.0e-8;

/// What the character has done and been told since it last stood on the ground.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Moves {
    /// The game time it started falling.
    pub last_fall_time: f64,
    /// The last move input: positive walks towards +X.
    pub action_value_y: f32,
    /// The drop input, held while positive.
    pub drop_value: f32,
    pub has_wall_jumped: bool,
    pub has_double_jumped: bool,
}

/// The direction `AddMovementInput` is given for a move input: along X, with a little of Y so that
/// the character turns to face the way it walks.
pub fn move_direction(forward: f32) -> Vector {
    Vector::new(1.0, if forward > 0.0 { 0.1 } else { -0.1 }, 0.0)
}

/// +1 facing +X (the last move input was positive), else -1.
pub fn facing_x(action_value_y: f32) -> f64 {
    if action_value_y > 0.0 { 1.0 } else { -1.0 }
}

/// What a press of the jump key does, before looking for a wall.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JumpPress {
    /// The drop input is held: drop through the soft platform below, if there is one.
    Drop,
    /// On the ground: a ground jump.
    Ground,
    /// In the air, moving: a wall jump if there is a wall ahead, else an air jump.
    WallOrAir,
    /// In the air: an air jump.
    Air,
}

pub fn jump_press(moves: &Moves, falling: bool) -> JumpPress {
    if moves.drop_value > 0.0 {
        JumpPress::Drop
    } else if !falling {
        JumpPress::Ground
    } else if !moves.has_wall_jumped && f64::from(moves.action_value_y).abs() > SMALL_NUMBER {
        JumpPress::WallOrAir
    } else {
        JumpPress::Air
    }
}

/// The jump a press in the air makes when there is no wall to jump off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AirJump {
    /// Within the coyote time of starting to fall: the ground jump it missed.
    Coyote,
    /// The one double jump.
    Double,
    None,
}

pub fn air_jump(moves: &Moves, now: f64, max_coyote_time: f32) -> AirJump {
    if moves.has_wall_jumped {
        AirJump::None
    } else if now - moves.last_fall_time < f64::from(max_coyote_time) {
        AirJump::Coyote
    } else if !moves.has_double_jumped {
        AirJump::Double
    } else {
        AirJump::None
    }
}

/// The launch off a wall whose surface faces `normal`: away from it, and up at `jump_z_velocity`
/// times `multiplier`.
pub fn wall_jump_launch(normal: Vector, horizontal: f32, jump_z_velocity: f32, multiplier: f32) -> Vector {
    let away = normal * f64::from(horizontal);
    Vector::new(away.x, away.y, f64::from(jump_z_velocity) * f64::from(multiplier))
}

/// The yaw (degrees) facing along `direction`.
pub fn yaw_of(direction: Vector) -> f64 {
    direction.y.atan2(direction.x).to_degrees()
}

// ASideScrollingCameraManager.
/// The side view: looking along -Y with a 65° field of view.
pub const CAMERA_VIEW_YAW: f64 = -90.0;
pub const CAMERA_FOV: f32 = 65.0;
pub const CURRENT_ZOOM: f32 = 1000.0;
pub const CAMERA_Z_OFFSET: f32 = 100.0;
pub const CAMERA_X_MIN_BOUNDS: f32 = -400.0;
pub const CAMERA_X_MAX_BOUNDS: f32 = 10000.0;
/// How fast the camera catches up with its goal (`FMath::VInterpTo`'s speed).
const CAMERA_INTERP_SPEED: f64 = 2.0;

/// The camera manager's settings (its properties).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CameraSettings {
    pub zoom: f32,
    pub z_offset: f32,
    pub x_min: f32,
    pub x_max: f32,
}

/// What the camera manager keeps between frames.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct CameraState {
    /// The height the camera follows.
    pub current_z: f64,
    /// Whether the first frame placed the camera.
    pub set_up: bool,
}

/// One frame's view of the target.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CameraFrame {
    pub target_location: Vector,
    pub camera_location: Vector,
    pub target_moving_vertically: bool,
    /// A trace found ground under a target moving vertically.
    pub ground_below: bool,
    pub delta_time: f64,
}

/// Where the side view camera goes this frame: placed at once on the first frame, then easing
/// towards the target along X (within the bounds), at the zoom distance along Y, and at the
/// target's height when it stands, lands or has stayed level (else the followed height).
pub fn camera_location(settings: &CameraSettings, state: &CameraState, frame: &CameraFrame) -> (Vector, CameraState) {
    let target = frame.target_location;
    let y = f64::from(settings.zoom) + target.y;
    if !state.set_up {
        let location = Vector::new(target.x, y, target.z + f64::from(settings.z_offset));
        return (location, CameraState { current_z: location.z, set_up: true });
    }
    let follow_z = if frame.target_moving_vertically {
        !frame.ground_below
    } else {
        is_nearly_equal(state.current_z, frame.camera_location.z, 25.0)
    };
    let current_z = if follow_z || is_nearly_equal(state.current_z, target.z, 100.0) {
        target.z
    } else {
        f_interp_to(state.current_z, target.z, frame.delta_time, CAMERA_INTERP_SPEED)
    };
    let x = target.x.clamp(f64::from(settings.x_min), f64::from(settings.x_max));
    let goal = Vector::new(x, y, current_z);
    let location = v_interp_to(frame.camera_location, goal, frame.delta_time, CAMERA_INTERP_SPEED);
    (location, CameraState { current_z, set_up: true })
}

/// `FMath::IsNearlyEqual`.
pub fn is_nearly_equal(a: f64, b: f64, tolerance: f64) -> bool {
    (a - b).abs() <= tolerance
}

/// `FMath::FInterpTo`.
pub fn f_interp_to(current: f64, target: f64, delta_time: f64, speed: f64) -> f64 {
    if speed <= 0.0 {
        return target;
    }
    let distance = target - current;
    if distance * distance < SMALL_NUMBER {
        return target;
    }
    current + distance * (delta_time * speed).clamp(0.0, 1.0)
}

/// `FMath::VInterpTo`.
pub fn v_interp_to(current: Vector, target: Vector, delta_time: f64, speed: f64) -> Vector {
    if speed <= 0.0 {
        return target;
    }
    let distance = target - current;
    if distance.length_squared() < 1.0e-4 {
        return target;
    }
    current + distance * (delta_time * speed).clamp(0.0, 1.0)
}

// The level's actors.
/// The jump pad's trigger box and the vertical velocity it launches characters at.
pub const JUMP_PAD_BOX_EXTENT: Vector = Vector::new(115.0, 90.0, 20.0);
pub const JUMP_PAD_BOX_LOCATION: Vector = Vector::new(0.0, 0.0, 16.0);
pub const JUMP_PAD_Z_STRENGTH: f32 = 1000.0;
/// The pickup's collection sphere.
pub const PICKUP_SPHERE_RADIUS: f32 = 100.0;
/// The soft platform's check box, under its mesh.
pub const SOFT_PLATFORM_CHECK_BOX_LOCATION: Vector = Vector::new(0.0, 0.0, -40.0);
/// How long a moving platform takes to reach its target (seconds).
pub const MOVE_DURATION: f32 = 5.0;

// ASideScrollingNPC.
pub const NPC_MAX_WALK_SPEED: f32 = 150.0;
pub const NPC_LAUNCH_IMPULSE: f32 = 500.0;
pub const NPC_LAUNCH_VERTICAL_IMPULSE: f32 = 500.0;
pub const NPC_DEACTIVATION_TIME: f32 = 3.0;

/// The launch of an NPC knocked away by an interactor facing `interactor_forward`: along its
/// facing in X, up at `vertical`.
pub fn npc_launch(interactor_forward: Vector, impulse: f32, vertical: f32) -> Vector {
    let push = interactor_forward * f64::from(impulse);
    Vector::new(push.x, 0.0, f64::from(vertical))
}

// UStateTreeGetPlayerTask.
pub const GET_PLAYER_RANGE_MAX: f32 = 1000.0;

/// The player closest to `npc` (the first of equals) and whether it is within `range_max`; `None`
/// when there are no players.
pub fn closest_player<T: Copy>(npc: Vector, players: &[(T, Vector)], range_max: f32) -> Option<(T, bool)> {
    players
        .iter()
        .map(|&(player, location)| (player, (location - npc).length()))
        .fold(None, |best: Option<(T, f64)>, (player, distance)| match best {
            Some((_, closest)) if closest <= distance => best,
            _ => Some((player, distance)),
        })
        .map(|(player, distance)| (player, distance < f64::from(range_max)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_press_drops_jumps_or_looks_for_a_wall() {
        let still = Moves::default();
        assert_eq!(jump_press(&still, false), JumpPress::Ground);
        assert_eq!(jump_press(&still, true), JumpPress::Air);
        let moving = Moves { action_value_y: -1.0, ..still };
        assert_eq!(jump_press(&moving, true), JumpPress::WallOrAir);
        assert_eq!(jump_press(&Moves { has_wall_jumped: true, ..moving }, true), JumpPress::Air);
        assert_eq!(jump_press(&Moves { drop_value: 1.0, ..moving }, false), JumpPress::Drop);
    }

    #[test]
    fn coyote_then_one_double_jump() {
        let falling = Moves { last_fall_time: 2.0, ..Moves::default() };
        assert_eq!(air_jump(&falling, 2.1, MAX_COYOTE_TIME), AirJump::Coyote);
        assert_eq!(air_jump(&falling, 2.5, MAX_COYOTE_TIME), AirJump::Double);
        assert_eq!(air_jump(&Moves { has_double_jumped: true, ..falling }, 2.5, MAX_COYOTE_TIME), AirJump::None);
        assert_eq!(air_jump(&Moves { has_wall_jumped: true, ..falling }, 2.1, MAX_COYOTE_TIME), AirJump::None);
    }

    #[test]
    fn a_wall_jump_leaves_the_wall_and_goes_up() {
        let launch = wall_jump_launch(Vector::new(1.0, 0.0, 0.0), WALL_JUMP_HORIZONTAL_IMPULSE, JUMP_Z_VELOCITY, WALL_JUMP_VERTICAL_MULTIPLIER);
        assert_eq!(launch.x, 500.0);
        assert!((launch.z - 1050.0).abs() < 1e-3);
        assert!(yaw_of(Vector::new(1.0, 0.0, 0.0)).abs() < 1e-9);
        assert!((yaw_of(Vector::new(-1.0, 0.0, 0.0)) - 180.0).abs() < 1e-9);
        assert_eq!(facing_x(0.5), 1.0);
        assert_eq!(facing_x(0.0), -1.0);
    }

    #[test]
    fn the_camera_starts_on_the_target_then_eases_within_its_bounds() {
        let settings = CameraSettings { zoom: CURRENT_ZOOM, z_offset: CAMERA_Z_OFFSET, x_min: CAMERA_X_MIN_BOUNDS, x_max: CAMERA_X_MAX_BOUNDS };
        let frame = CameraFrame {
            target_location: Vector::new(-800.0, 0.0, 50.0),
            camera_location: Vector::ZERO,
            target_moving_vertically: false,
            ground_below: false,
            delta_time: 0.25,
        };
        let (first, state) = camera_location(&settings, &CameraState::default(), &frame);
        assert_eq!(first, Vector::new(-800.0, 1000.0, 150.0));
        assert!(state.set_up);
        // Half way (0.25 s at speed 2) to the goal: X clamped to -400, Z at the standing target's.
        let (next, state) = camera_location(&settings, &state, &CameraFrame { camera_location: first, ..frame });
        assert_eq!(next, Vector::new(-600.0, 1000.0, 100.0));
        assert_eq!(state.current_z, 50.0);
    }

    #[test]
    fn interpolation_is_unreals() {
        assert_eq!(f_interp_to(0.0, 10.0, 0.25, 2.0), 5.0);
        assert_eq!(f_interp_to(0.0, 10.0, 0.25, 0.0), 10.0);
        assert_eq!(v_interp_to(Vector::ZERO, Vector::new(4.0, 0.0, 0.0), 1.0, 2.0), Vector::new(4.0, 0.0, 0.0));
    }

    #[test]
    fn an_npc_is_knocked_away_along_x_and_up() {
        assert_eq!(npc_launch(Vector::new(0.6, 0.8, 0.0), 500.0, 500.0), Vector::new(300.0, 0.0, 500.0));
    }

    #[test]
    fn the_closest_player_and_whether_it_is_in_range() {
        let players = [("far", Vector::new(2000.0, 0.0, 0.0)), ("near", Vector::new(-600.0, 0.0, 0.0))];
        assert_eq!(closest_player(Vector::ZERO, &players, GET_PLAYER_RANGE_MAX), Some(("near", true)));
        assert_eq!(closest_player(Vector::ZERO, &players[..1], GET_PLAYER_RANGE_MAX), Some(("far", false)));
        assert_eq!(closest_player::<&str>(Vector::ZERO, &[], GET_PLAYER_RANGE_MAX), None);
    }
}
