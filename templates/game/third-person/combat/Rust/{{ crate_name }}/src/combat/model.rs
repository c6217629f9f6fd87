//! The Combat variant's rules without the engine: the values `ACombatCharacter` and the level's
//! actors start with, what an attack input does to the character's attack state, a hit's
//! knockback and what damage leaves. `cargo test` (inside `Rust/`) runs the tests below.

use rusteal_runtime::prelude::Vector;

/// The capsule: radius and half height, in centimetres.
pub const CAPSULE_RADIUS: f32 = 35.0;
pub const CAPSULE_HALF_HEIGHT: f32 = 90.0;
pub const MAX_WALK_SPEED: f32 = 400.0;
/// The tag the character carries (the enemies look for it).
pub const PLAYER_TAG: &str = "Player";

/// Hit points on (re)spawning.
pub const MAX_HP: f32 = 5.0;
/// How long an attack press made during an attack still starts the next one when it ends.
pub const ATTACK_INPUT_CACHE_TIME_TOLERANCE: f32 = 1.0;
/// How long an attack press still continues the combo string at the montage's check.
pub const COMBO_INPUT_CACHE_TIME_TOLERANCE: f32 = 0.45;
/// The melee sweep: how far ahead of the attacking bone, and its radius.
pub const MELEE_TRACE_DISTANCE: f32 = 75.0;
pub const MELEE_TRACE_RADIUS: f32 = 75.0;
/// The sweep that warns what is ahead of an attack coming.
pub const DANGER_TRACE_DISTANCE: f32 = 300.0;
pub const DANGER_TRACE_RADIUS: f32 = 100.0;
pub const MELEE_DAMAGE: f32 = 1.0;
/// A hit pushes its target away from the impact (cm/s) and up.
pub const MELEE_KNOCKBACK_IMPULSE: f32 = 250.0;
pub const MELEE_LAUNCH_IMPULSE: f32 = 300.0;
/// The camera boom's length alive and dead.
pub const DEFAULT_CAMERA_DISTANCE: f32 = 100.0;
pub const DEATH_CAMERA_DISTANCE: f32 = 400.0;
/// Seconds from death to the respawn.
pub const RESPAWN_TIME: f32 = 3.0;
/// A hit that does not kill blends the ragdoll in this much.
pub const HIT_PHYSICS_BLEND_WEIGHT: f32 = 0.5;

/// `ACombatDamageableBox`: its hit points and how long it stays once broken.
pub const BOX_HP: f32 = 3.0;
pub const BOX_DEATH_DELAY_TIME: f32 = 6.0;
/// `ACombatLavaFloor`: what touching it deals.
pub const LAVA_DAMAGE: f32 = 10000.0;
/// `ACombatCheckpointVolume`'s box: half its size on each axis.
pub const VOLUME_EXTENT: f64 = 500.0;

/// `ACombatEnemy`: its hit points, its melee sweep and hit (it only hits the player's pawns), how
/// many times its charged attack loops (chosen at random between the two), and how long it stays
/// once dead.
pub const ENEMY_MAX_HP: f32 = 3.0;
pub const ENEMY_MELEE_TRACE_DISTANCE: f32 = 75.0;
pub const ENEMY_MELEE_TRACE_RADIUS: f32 = 50.0;
pub const ENEMY_MELEE_DAMAGE: f32 = 1.0;
pub const ENEMY_MELEE_KNOCKBACK_IMPULSE: f32 = 150.0;
pub const ENEMY_MELEE_LAUNCH_IMPULSE: f32 = 350.0;
pub const MIN_CHARGE_LOOPS: i32 = 2;
pub const MAX_CHARGE_LOOPS: i32 = 5;
pub const DEATH_REMOVAL_TIME: f32 = 5.0;
/// When an enemy last saw danger before any: long ago.
pub const NO_DANGER_TIME: f32 = -1000.0;
/// How long an enemy's attack montages blend out when a hit interrupts them.
pub const ATTACK_INTERRUPT_BLEND_OUT: f32 = 0.1;

/// `ACombatEnemySpawner`: its spawn capsule above its root, and its timing.
pub const SPAWN_CAPSULE_HEIGHT: f64 = 90.0;
pub const INITIAL_SPAWN_DELAY: f32 = 5.0;
pub const SPAWN_COUNT: i32 = 1;
pub const RESPAWN_DELAY: f32 = 5.0;
pub const ACTIVATION_DELAY: f32 = 1.0;

/// The StateTree nodes' defaults: how soon and how late an enemy reacts to danger it saw within
/// its sight cone (a half angle), and the speed its run state sets.
pub const MIN_REACTION_TIME: f32 = 0.35;
pub const MAX_REACTION_TIME: f32 = 0.75;
pub const DANGER_SIGHT_CONE_ANGLE: f32 = 120.0;
pub const CHARACTER_SPEED: f32 = 600.0;

/// `FStateTreeIsInDangerCondition`: danger seen `since` seconds ago is reacted to between the two
/// reaction times, when it lies within the cone about `forward` seen from `at` (on the ground
/// plane, as `GetSafeNormal2D`).
pub fn is_in_danger(since: f64, min_reaction: f32, max_reaction: f32, at: Vector, forward: Vector, danger: Vector, cone_degrees: f32) -> bool {
    if !(since < f64::from(max_reaction) && since > f64::from(min_reaction)) {
        return false;
    }
    let toward = Vector::new(danger.x - at.x, danger.y - at.y, 0.0).normalized();
    toward.dot(forward) > f64::from(cone_degrees).to_radians().cos()
}

/// What `ACombatCharacter` keeps about its attacks.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Attack {
    /// When an attack was last pressed during another (0: never, or consumed).
    pub cached_input_time: f64,
    /// An attack montage plays.
    pub is_attacking: bool,
    /// The combo string's stage.
    pub combo_count: usize,
    /// The charged attack input is held.
    pub is_charging: bool,
    /// The charged attack reached its loop at least once.
    pub has_looped_charge: bool,
}

/// What an attack montage's end starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FollowUp {
    None,
    Combo,
    Charged,
}

/// Which section of the charged attack montage plays next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChargeSection {
    Loop,
    Strike,
}

impl Attack {
    /// The combo attack pressed at `now`: true to start a combo; during an attack the press is
    /// kept for later.
    pub fn press_combo(&mut self, now: f64) -> bool {
        if self.is_attacking {
            self.cached_input_time = now;
            return false;
        }
        true
    }

    /// The charged attack pressed at `now`: true to start a charged attack; during an attack the
    /// press is kept for later. Either way the charge is held from now.
    pub fn press_charged(&mut self, now: f64) -> bool {
        self.is_charging = true;
        self.press_combo(now)
    }

    /// The charged attack released: true when the charge has looped, so the strike plays at once.
    pub fn release_charged(&mut self) -> bool {
        self.is_charging = false;
        self.has_looped_charge
    }

    /// A combo attack starts: its first stage.
    pub fn start_combo(&mut self) {
        self.is_attacking = true;
        self.combo_count = 0;
    }

    /// A charged attack starts: not looped yet.
    pub fn start_charged(&mut self) {
        self.is_attacking = true;
        self.has_looped_charge = false;
    }

    /// The attack montage ended at `now`: a press kept within `tolerance` starts the next attack,
    /// charged while the charge is held.
    pub fn montage_ended(&mut self, now: f64, tolerance: f32) -> FollowUp {
        self.is_attacking = false;
        if !fresh(now, self.cached_input_time, tolerance) {
            FollowUp::None
        } else if self.is_charging {
            FollowUp::Charged
        } else {
            FollowUp::Combo
        }
    }

    /// The combo montage's check at `now`: a press kept within `tolerance` is used up and moves the
    /// string on; `Some(stage)` when the montage has a section for that stage (of `sections`).
    pub fn check_combo(&mut self, now: f64, tolerance: f32, sections: usize) -> Option<usize> {
        if !self.is_attacking || self.is_charging || !fresh(now, self.cached_input_time, tolerance) {
            return None;
        }
        self.cached_input_time = 0.0;
        self.combo_count += 1;
        (self.combo_count < sections).then_some(self.combo_count)
    }

    /// The charged montage's check: the charge has looped; it loops again while held, else strikes.
    pub fn check_charged(&mut self) -> ChargeSection {
        self.has_looped_charge = true;
        if self.is_charging { ChargeSection::Loop } else { ChargeSection::Strike }
    }
}

/// Whether a press made at `pressed` still counts at `now`.
pub fn fresh(now: f64, pressed: f64, tolerance: f32) -> bool {
    now - pressed <= f64::from(tolerance)
}

/// A melee hit's push on its target: away from the surface it hit (`impact_normal` faces the
/// attacker) and up.
pub fn knockback(impact_normal: Vector, knockback: f32, launch: f32) -> Vector {
    impact_normal * -f64::from(knockback) + Vector::UP * f64::from(launch)
}

/// Hit points after `damage` and whether that is death; `None` when already dead (nothing happens).
pub fn take_damage(hp: f32, damage: f32) -> Option<(f32, bool)> {
    if hp <= 0.0 {
        return None;
    }
    let left = hp - damage;
    Some((left, left <= 0.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_press_during_an_attack_is_kept_and_starts_the_next_combo_when_it_ends() {
        let mut attack = Attack::default();
        assert!(attack.press_combo(10.0));
        attack.start_combo();
        assert!(!attack.press_combo(10.5));
        assert_eq!(attack.montage_ended(11.2, ATTACK_INPUT_CACHE_TIME_TOLERANCE), FollowUp::Combo);
        assert!(!attack.is_attacking);
        attack.start_combo();
        assert_eq!(attack.montage_ended(13.0, ATTACK_INPUT_CACHE_TIME_TOLERANCE), FollowUp::None);
    }

    #[test]
    fn the_combo_check_uses_a_fresh_press_once_and_stops_at_the_last_section() {
        let mut attack = Attack::default();
        attack.start_combo();
        attack.press_combo(1.0);
        assert_eq!(attack.check_combo(1.3, COMBO_INPUT_CACHE_TIME_TOLERANCE, 3), Some(1));
        assert_eq!(attack.check_combo(1.4, COMBO_INPUT_CACHE_TIME_TOLERANCE, 3), None, "the press was used");
        attack.press_combo(2.0);
        assert_eq!(attack.check_combo(2.5, COMBO_INPUT_CACHE_TIME_TOLERANCE, 3), None, "stale");
        attack.press_combo(3.0);
        assert_eq!(attack.check_combo(3.1, COMBO_INPUT_CACHE_TIME_TOLERANCE, 3), Some(2));
        attack.press_combo(3.5);
        assert_eq!(attack.check_combo(3.6, COMBO_INPUT_CACHE_TIME_TOLERANCE, 3), None, "no fourth section");
        assert_eq!(attack.combo_count, 3);
    }

    #[test]
    fn a_held_charge_loops_and_a_release_after_the_loop_strikes() {
        let mut attack = Attack::default();
        assert!(attack.press_charged(1.0));
        attack.start_charged();
        assert!(!attack.release_charged(), "released before the loop: the montage goes on");
        assert!(!attack.press_charged(1.2), "held again during the attack");
        assert_eq!(attack.check_charged(), ChargeSection::Loop);
        assert_eq!(attack.check_charged(), ChargeSection::Loop);
        assert!(attack.release_charged(), "released after a loop: strike now");
        assert_eq!(attack.check_charged(), ChargeSection::Strike);
    }

    #[test]
    fn a_charge_held_when_the_attack_ends_follows_with_a_charged_attack() {
        let mut attack = Attack::default();
        attack.start_combo();
        assert!(!attack.press_charged(4.0));
        assert_eq!(attack.montage_ended(4.5, ATTACK_INPUT_CACHE_TIME_TOLERANCE), FollowUp::Charged);
    }

    #[test]
    fn knockback_pushes_away_from_the_impact_and_up() {
        assert_eq!(knockback(Vector::new(-1.0, 0.0, 0.0), 250.0, 300.0), Vector::new(250.0, 0.0, 300.0));
    }

    #[test]
    fn danger_is_reacted_to_within_the_window_and_the_cone() {
        let ahead = Vector::new(100.0, 0.0, 80.0);
        let behind = Vector::new(-100.0, 0.0, 0.0);
        let side = Vector::new(0.0, 100.0, 0.0);
        let check = |since, danger| is_in_danger(since, MIN_REACTION_TIME, MAX_REACTION_TIME, Vector::ZERO, Vector::FORWARD, danger, 60.0);
        assert!(check(0.5, ahead));
        assert!(!check(0.5, behind));
        assert!(!check(0.5, side), "90 degrees off is outside a 60 degree cone");
        assert!(!check(0.3, ahead), "too soon");
        assert!(!check(0.8, ahead), "too late");
        assert!(!check(f64::from(0.0 - NO_DANGER_TIME), ahead), "no danger yet");
    }

    #[test]
    fn damage_kills_at_zero_and_the_dead_take_none() {
        assert_eq!(take_damage(3.0, 1.0), Some((2.0, false)));
        assert_eq!(take_damage(1.0, 1.0), Some((0.0, true)));
        assert_eq!(take_damage(0.0, 1.0), None);
        assert_eq!(take_damage(5.0, LAVA_DAMAGE), Some((5.0 - LAVA_DAMAGE, true)));
    }
}
