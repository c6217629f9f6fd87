//! The Shooter variant's rules that need no engine: the trigger, the magazine, the weapon cycle,
//! the team scores and the local players' teams, the NPCs' sight cones and the fading of what they
//! half sensed, as the C++ classes compute them.

use rusteal_runtime::prelude::Vector;

/// What pulling the trigger does (`AShooterWeapon::StartFiring`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum TriggerPull {
    /// The weapon has cooled down: it fires now.
    FireNow,
    /// A full-auto weapon still cooling down fires after this many seconds.
    FireIn(f32),
    /// A semi-auto weapon still cooling down does nothing.
    Wait,
}

/// The trigger pulled `since_last_shot` seconds after the last shot of a weapon that refires
/// every `refire_rate` seconds. The C++ class waits as long again as has passed (not what is
/// left of the refire time), and so does this.
pub fn pull_trigger(since_last_shot: f32, refire_rate: f32, full_auto: bool) -> TriggerPull {
    if since_last_shot > refire_rate {
        TriggerPull::FireNow
    } else if full_auto {
        TriggerPull::FireIn(since_last_shot)
    } else {
        TriggerPull::Wait
    }
}

/// The bullets after a shot: one fewer, and a full magazine instead of an empty one.
pub fn bullets_after_shot(bullets: i32, magazine_size: i32) -> i32 {
    let left = bullets - 1;
    if left <= 0 { magazine_size } else { left }
}

/// The weapon after the one at `index` among `count`, back to the first after the last.
pub fn next_weapon_index(index: usize, count: usize) -> usize {
    if index + 1 >= count { 0 } else { index + 1 }
}

/// A fraction of the hit points left, never below zero (the life bar's).
pub fn life_fraction(hp: f32, max_hp: f32) -> f32 {
    if max_hp <= 0.0 { 0.0 } else { (hp / max_hp).max(0.0) }
}

/// One more point for `team` in the scores by team byte (`AShooterGameMode::IncrementTeamScore`,
/// whose map starts each team at zero); the team's score now.
pub fn add_point(scores: &mut Vec<i32>, team: u8) -> i32 {
    let at = usize::from(team);
    if scores.len() <= at {
        scores.resize(at + 1, 0);
    }
    scores[at] += 1;
    scores[at]
}

/// The team the game mode gives local player `index` (the second player is 2): alternating,
/// starting with team 1.
pub fn local_player_team(index: i32) -> u8 {
    if index % 2 == 0 { 1 } else { 0 }
}

/// The player start tag the game mode looks for, for the `assignment`th player it places.
pub fn player_start_tag(assignment: i32) -> String {
    format!("Player{assignment}")
}

/// The cosine of a cone's half angle in degrees: a direction is inside the cone when its dot
/// product with the cone's axis is above it.
pub fn cone_cosine(half_angle_degrees: f32) -> f64 {
    f64::from(half_angle_degrees).to_radians().cos()
}

/// Whether the unit vector `direction` is inside the cone of `half_angle_degrees` about `axis`.
pub fn within_cone(direction: Vector, axis: Vector, half_angle_degrees: f32) -> bool {
    direction.dot(axis) >= cone_cosine(half_angle_degrees)
}

/// The heights above a target's centre that the line of sight condition traces to: from the top
/// of its bounds (`extent_z` above the centre) down, in steps of the full height divided by the
/// number of checks, one fewer than the checks (the C++ condition's loop).
pub fn line_of_sight_heights(extent_z: f64, checks: i32) -> Vec<f64> {
    let step = 2.0 * extent_z / f64::from(checks.max(1));
    (0..checks.max(1) - 1).map(|i| extent_z - step * f64::from(i)).collect()
}

/// A remembered partial sense's strength `elapsed` seconds later: divided by the seconds passed,
/// once a second has.
pub fn faded_stimulus(strength: f32, elapsed: f32) -> f32 {
    strength / elapsed.max(1.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cones_and_line_of_sight_heights() {
        assert!(within_cone(Vector::FORWARD, Vector::FORWARD, 1.0));
        assert!(!within_cone(Vector::RIGHT, Vector::FORWARD, 85.0));
        assert!(within_cone(Vector::new(1.0, 1.0, 0.0).normalized(), Vector::FORWARD, 45.5));
        assert!(!within_cone(Vector::new(1.0, 1.0, 0.0).normalized(), Vector::FORWARD, 44.5));
        assert_eq!(line_of_sight_heights(100.0, 5), vec![100.0, 60.0, 20.0, -20.0]);
        assert!(line_of_sight_heights(100.0, 1).is_empty());
        assert!(line_of_sight_heights(100.0, 0).is_empty());
    }

    #[test]
    fn a_partial_sense_fades_after_a_second() {
        assert_eq!(faded_stimulus(4.0, 0.25), 4.0);
        assert_eq!(faded_stimulus(4.0, 4.0), 1.0);
    }

    #[test]
    fn a_trigger_fires_once_the_weapon_cooled_down() {
        assert_eq!(pull_trigger(0.6, 0.5, false), TriggerPull::FireNow);
        assert_eq!(pull_trigger(0.25, 0.5, false), TriggerPull::Wait);
        assert_eq!(pull_trigger(0.25, 0.5, true), TriggerPull::FireIn(0.25));
    }

    #[test]
    fn an_empty_magazine_is_refilled() {
        assert_eq!(bullets_after_shot(10, 10), 9);
        assert_eq!(bullets_after_shot(1, 10), 10);
    }

    #[test]
    fn weapons_cycle_back_to_the_first() {
        assert_eq!(next_weapon_index(0, 2), 1);
        assert_eq!(next_weapon_index(1, 2), 0);
    }

    #[test]
    fn teams_score_apart_and_local_players_alternate() {
        let mut scores = Vec::new();
        assert_eq!(add_point(&mut scores, 1), 1);
        assert_eq!(add_point(&mut scores, 1), 2);
        assert_eq!(add_point(&mut scores, 0), 1);
        assert_eq!(scores, vec![1, 2]);
        assert_eq!(local_player_team(2), 1);
        assert_eq!(local_player_team(3), 0);
        assert_eq!(player_start_tag(0), "Player0");
        assert_eq!(life_fraction(-5.0, 500.0), 0.0);
        assert_eq!(life_fraction(250.0, 500.0), 0.5);
    }
}
