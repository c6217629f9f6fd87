//! The Twin Stick variant's settings and rules without the engine: what the C++ constructors set,
//! the aim a stick gives, the direction a dash launches in, the score and its combo multiplier.
//! `cargo test` (inside `Rust/`) runs the tests below.

use rusteal_runtime::prelude::Vector;

// ATwinStickCharacter's constructor.
/// The camera boom looks down at this pitch, from this far, not colliding, keeping its yaw.
pub const CAMERA_BOOM_PITCH: f64 = -50.0;
pub const CAMERA_BOOM_LENGTH: f32 = 2200.0;
pub const CAMERA_LAG_SPEED: f32 = 0.5;
pub const CAMERA_FIELD_OF_VIEW: f32 = 75.0;
pub const CHARACTER_GRAVITY_SCALE: f32 = 1.5;
pub const CHARACTER_MAX_ACCELERATION: f32 = 1000.0;
pub const CHARACTER_BRAKING_FRICTION_FACTOR: f32 = 1.0;
pub const CHARACTER_ROTATION_RATE_YAW: f64 = 640.0;
/// Its properties' defaults.
pub const DASH_IMPULSE: f32 = 2500.0;
pub const PROJECTILE_OFFSET: f32 = 100.0;
pub const STARTING_ITEMS: i32 = 1;
pub const KNOCKBACK_STRENGTH: f32 = 2500.0;
pub const AOE_COOLDOWN_TIME: f32 = 1.0;
pub const AIM_ROTATION_INTERP_SPEED: f32 = 10.0;
pub const AUTO_FIRE_DELAY: f32 = 0.2;

// ATwinStickNPC's constructor and defaults.
pub const NPC_CAPSULE_RADIUS: f32 = 45.0;
pub const NPC_GRAVITY_SCALE: f32 = 1.5;
pub const NPC_MAX_ACCELERATION: f32 = 1000.0;
pub const NPC_BRAKING_FRICTION: f32 = 1.0;
pub const NPC_MAX_WALK_SPEED: f32 = 200.0;
pub const NPC_MAX_WALK_SPEED_CROUCHED: f32 = 100.0;
pub const NPC_ROTATION_RATE_YAW: f64 = 640.0;
pub const NPC_AVOIDANCE_CONSIDERATION_RADIUS: f32 = 250.0;
pub const NPC_AVOIDANCE_WEIGHT: f32 = 1.0;
pub const NPC_SCORE: i32 = 1;
pub const NPC_PICKUP_SPAWN_CHANCE: i32 = 10;
pub const NPC_DEFERRED_DESTRUCTION_TIME: f32 = 0.1;

// ATwinStickProjectile's constructor.
pub const PROJECTILE_LIFE_SPAN: f32 = 2.0;
pub const PROJECTILE_RADIUS: f32 = 35.0;
pub const PROJECTILE_INITIAL_SPEED: f32 = 2000.0;
pub const PROJECTILE_MAX_SPEED: f32 = 15000.0;

// ATwinStickPickup's and ATwinStickAoEAttack's constructors.
pub const PICKUP_RADIUS: f32 = 100.0;
pub const PICKUP_HEIGHT: f64 = 125.0;
pub const AOE_RADIUS: f32 = 750.0;
pub const AOE_START_TIME: f32 = 0.033;
pub const AOE_STOP_TIME: f32 = 0.5;

// ATwinStickSpawner's defaults.
pub const SPAWN_GROUP_DELAY: f32 = 5.0;
pub const MIN_SPAWN_DELAY: f32 = 0.33;
pub const MAX_SPAWN_DELAY: f32 = 0.66;
pub const SPAWN_RADIUS: f32 = 600.0;
pub const SPAWN_GROUP_SIZE: i32 = 3;

// ATwinStickGameMode's defaults.
pub const COMBO_INCREMENT_MAX: i32 = 5;
pub const COMBO_CAP: i32 = 4;
pub const COMBO_COOLDOWN: f32 = 3.0;
pub const NPC_CAP: i32 = 20;

/// The aim yaw (degrees) of a stick deflection: `Atan2(AxisY, -AxisX)`, as the C++ character turns
/// the stick's axes into the camera's frame.
pub fn aim_angle(axis_x: f32, axis_y: f32) -> f32 {
    axis_y.atan2(-axis_x).to_degrees()
}

/// Where a dash launches the character: the last move input, each axis at most one, on the floor.
pub fn dash_direction(last_move_x: f64, last_move_y: f64) -> Vector {
    Vector::new(last_move_x.clamp(-1.0, 1.0), last_move_y.clamp(-1.0, 1.0), 0.0)
}

/// The knockback of a hit: along the hit's direction, on the floor, at the strength.
pub fn knockback(direction: Vector, strength: f32) -> Vector {
    Vector::new(direction.x, direction.y, 0.0) * f64::from(strength)
}

/// The score and its combo multiplier (`ATwinStickGameMode`'s Score, Combo and ComboIncrement).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Combo {
    pub score: i32,
    pub combo: i32,
    pub combo_increment: i32,
}

impl Default for Combo {
    fn default() -> Self {
        Combo { score: 0, combo: 1, combo_increment: 0 }
    }
}

/// What a change of the combo asks of the game mode.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ComboChange {
    /// The multiplier changed: the UI shows it.
    pub multiplier_changed: bool,
    /// The cooldown after which the multiplier drops starts again.
    pub restart_cooldown: bool,
}

impl Combo {
    /// `ScoreUpdate`: the value times the multiplier is scored; below the cap the kill counts
    /// towards the next multiplier, which rises once more than `increment_max` kills counted.
    pub fn score_kill(&mut self, value: i32, increment_max: i32, cap: i32) -> ComboChange {
        self.score += value * self.combo;
        if self.combo > cap {
            return ComboChange::default();
        }
        self.combo_increment += 1;
        let mut change = ComboChange { multiplier_changed: false, restart_cooldown: true };
        if self.combo_increment > increment_max {
            self.combo_increment = 0;
            self.combo += 1;
            change.multiplier_changed = true;
        }
        change
    }

    /// `ResetCombo`: the cooldown ran out; the multiplier drops a step, not below one.
    pub fn cool_down(&mut self) -> ComboChange {
        if self.combo <= 1 {
            return ComboChange::default();
        }
        self.combo_increment = 0;
        self.combo -= 1;
        ComboChange { multiplier_changed: true, restart_cooldown: true }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stick_aims_where_it_points_in_the_cameras_frame() {
        assert!(aim_angle(-1.0, 0.0).abs() < 1e-4);
        assert!((aim_angle(0.0, 1.0) - 90.0).abs() < 1e-4);
        assert!((aim_angle(0.0, -1.0) + 90.0).abs() < 1e-4);
        assert!((aim_angle(1.0, 0.0).abs() - 180.0).abs() < 1e-4);
    }

    #[test]
    fn a_dash_follows_the_last_move_input_clamped_to_the_floor() {
        assert_eq!(dash_direction(2.0, -0.5), Vector::new(1.0, -0.5, 0.0));
        assert_eq!(dash_direction(0.0, 0.0), Vector::new(0.0, 0.0, 0.0));
    }

    #[test]
    fn knockback_stays_on_the_floor() {
        assert_eq!(knockback(Vector::new(1.0, 0.0, 0.5), 2500.0), Vector::new(2500.0, 0.0, 0.0));
    }

    #[test]
    fn the_multiplier_rises_after_enough_kills_and_falls_back_a_step_at_a_time() {
        let mut combo = Combo::default();
        for _ in 0..COMBO_INCREMENT_MAX {
            assert_eq!(combo.score_kill(1, COMBO_INCREMENT_MAX, COMBO_CAP), ComboChange { multiplier_changed: false, restart_cooldown: true });
        }
        assert_eq!(combo.score, 5);
        assert!(combo.score_kill(1, COMBO_INCREMENT_MAX, COMBO_CAP).multiplier_changed);
        assert_eq!((combo.score, combo.combo, combo.combo_increment), (6, 2, 0));
        combo.score_kill(1, COMBO_INCREMENT_MAX, COMBO_CAP);
        assert_eq!(combo.score, 8);
        assert_eq!(combo.cool_down(), ComboChange { multiplier_changed: true, restart_cooldown: true });
        assert_eq!(combo.combo, 1);
        assert_eq!(combo.cool_down(), ComboChange::default());
    }

    #[test]
    fn past_the_cap_kills_score_but_no_longer_count() {
        let mut combo = Combo { score: 0, combo: COMBO_CAP + 1, combo_increment: 0 };
        assert_eq!(combo.score_kill(2, COMBO_INCREMENT_MAX, COMBO_CAP), ComboChange::default());
        assert_eq!((combo.score, combo.combo_increment), (10, 0));
    }
}
