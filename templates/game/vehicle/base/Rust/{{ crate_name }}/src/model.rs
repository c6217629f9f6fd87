//! The Vehicle template's rules that need no engine: what the UI shows of a speed, how the chase
//! camera swings back behind the car, when a car counts as flipped, and where a reset puts it.
//! The classes call these; `cargo test` checks them.

/// `FMath::FInterpTo`: `current` moves towards `target` by the fraction `delta_time * speed` of
/// the distance left (all of it at once when `speed` is not positive, or when that fraction
/// reaches 1).
pub fn interp_to(current: f64, target: f64, delta_time: f64, speed: f64) -> f64 {
    if speed <= 0.0 {
        return target;
    }
    let distance = target - current;
    // Unreal's SMALL_NUMBER, on the squared distance.
    if distance * distance < 1.0e-8 {
        return target;
    }
    current + distance * (delta_time * speed).clamp(0.0, 1.0)
}

/// The speed the UI shows for a forward speed in cm/s: km/h, or mph when `is_mph` (Unreal's
/// template multiplies by 0.036 and 0.022), never negative.
pub fn display_speed(forward_speed: f32, is_mph: bool) -> f32 {
    forward_speed.abs() * if is_mph { 0.022 } else { 0.036 }
}

/// One flip check: whether this check resets the car, and the flag the next check reads. A car
/// whose up direction is below `min_dot` (the dot product with the world's up) is flipped; it is
/// reset when two checks in a row find it so.
pub fn flip_check(previously_flipped: bool, up_dot: f64, min_dot: f64) -> FlipCheck {
    if up_dot < min_dot {
        FlipCheck { reset: previously_flipped, flipped: true }
    } else {
        FlipCheck { reset: false, flipped: false }
    }
}

/// What [`flip_check`] decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FlipCheck {
    /// Put the car back on its wheels now.
    pub reset: bool,
    /// The car is flipped: the next check resets it if it still is.
    pub flipped: bool,
}

/// How far above its place a reset puts the car, in cm.
pub const RESET_HEIGHT: f64 = 50.0;

/// Where a reset puts a car at `location` turned by `(pitch, yaw, roll)`: a little above, facing
/// the same way, upright (pitch and roll zero).
pub fn reset_placement(location: [f64; 3], rotation: [f64; 3]) -> ([f64; 3], [f64; 3]) {
    ([location[0], location[1], location[2] + RESET_HEIGHT], [0.0, rotation[1], 0.0])
}

/// An angle in degrees brought into (-180, 180], as `FRotator::NormalizeAxis`.
pub fn normalize_axis(angle: f64) -> f64 {
    let a = angle.rem_euclid(360.0);
    if a > 180.0 { a - 360.0 } else { a }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_camera_swings_back_by_the_fraction_of_the_frame() {
        // A second of 1/s: all the way; a tenth: a tenth of the way.
        assert_eq!(interp_to(90.0, 0.0, 1.0, 1.0), 0.0);
        assert!((interp_to(90.0, 0.0, 0.1, 1.0) - 81.0).abs() < 1e-9);
        // No speed: at once; nearly there: there.
        assert_eq!(interp_to(90.0, 0.0, 0.1, 0.0), 0.0);
        assert_eq!(interp_to(0.00001, 0.0, 0.1, 1.0), 0.0);
    }

    #[test]
    fn the_ui_shows_kilometres_or_miles_an_hour_of_either_direction() {
        assert!((display_speed(1000.0, false) - 36.0).abs() < 1e-4);
        assert!((display_speed(-1000.0, true) - 22.0).abs() < 1e-4);
    }

    #[test]
    fn a_car_flipped_at_two_checks_in_a_row_is_reset() {
        let first = flip_check(false, -0.9, -0.2);
        assert_eq!(first, FlipCheck { reset: false, flipped: true });
        assert_eq!(flip_check(first.flipped, -0.9, -0.2), FlipCheck { reset: true, flipped: true });
        // Upright again in between: the count starts over.
        assert_eq!(flip_check(true, 1.0, -0.2), FlipCheck { reset: false, flipped: false });
        // On its side (dot 0) is not flipped with the template's -0.2.
        assert!(!flip_check(true, 0.0, -0.2).flipped);
    }

    #[test]
    fn a_reset_lifts_the_car_and_keeps_only_its_heading() {
        let (at, turned) = reset_placement([100.0, 200.0, 30.0], [170.0, 45.0, -90.0]);
        assert_eq!(at, [100.0, 200.0, 80.0]);
        assert_eq!(turned, [0.0, 45.0, 0.0]);
    }

    #[test]
    fn angles_are_normalized_to_a_half_turn_either_way() {
        assert_eq!(normalize_axis(270.0), -90.0);
        assert_eq!(normalize_axis(-190.0), 170.0);
        assert_eq!(normalize_axis(180.0), 180.0);
    }
}
