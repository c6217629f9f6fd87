//! The point and click rules of `ATP_TopDownPlayerController`, apart from the engine: while the
//! input is held the character walks towards the point under the cursor; released soon enough,
//! the press was a click that sends it there along the navigation mesh.

use rusteal_runtime::prelude::Vector;

/// How long the input has been held and where the character should go.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Pointing {
    /// The last point the cursor (or finger) was over on a surface.
    pub cached_destination: Vector,
    /// Seconds the input has been held.
    pub follow_time: f32,
    /// Whether the input is a finger rather than the mouse.
    pub is_touch: bool,
}

impl Pointing {
    /// The input is still held for another frame of `delta_seconds`.
    pub fn hold(&mut self, delta_seconds: f32) {
        self.follow_time += delta_seconds;
    }

    /// The point under the cursor, when the trace hit something.
    pub fn aim(&mut self, hit: Option<Vector>) {
        if let Some(location) = hit {
            self.cached_destination = location;
        }
    }

    /// The input was released: whether it was a short press (a click), which sends the character
    /// to the destination. Either way the hold starts again from zero.
    pub fn release(&mut self, short_press_threshold: f32) -> bool {
        let click = self.follow_time <= short_press_threshold;
        self.follow_time = 0.0;
        click
    }

    /// The unit direction from `from` to the destination, zero when already there.
    pub fn direction_from(&self, from: Vector) -> Vector {
        (self.cached_destination - from).normalized()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_release_within_the_threshold_is_a_click() {
        let mut p = Pointing::default();
        p.hold(0.1);
        assert!(p.release(0.3));
        assert_eq!(p.follow_time, 0.0);
    }

    #[test]
    fn a_long_hold_is_not_a_click_and_starts_again() {
        let mut p = Pointing::default();
        for _ in 0..20 {
            p.hold(1.0 / 30.0);
        }
        assert!(!p.release(0.3));
        assert_eq!(p.follow_time, 0.0);
        // A threshold of zero (the C++ default) makes only a release without any held frame a click.
        assert!(p.release(0.0));
    }

    #[test]
    fn a_missed_trace_keeps_the_last_destination() {
        let mut p = Pointing::default();
        p.aim(Some(Vector::new(500.0, 0.0, 0.0)));
        p.aim(None);
        assert_eq!(p.cached_destination, Vector::new(500.0, 0.0, 0.0));
    }

    #[test]
    fn the_direction_is_a_unit_vector_or_zero() {
        let mut p = Pointing::default();
        p.aim(Some(Vector::new(300.0, 400.0, 0.0)));
        assert_eq!(p.direction_from(Vector::ZERO), Vector::new(0.6, 0.8, 0.0));
        assert_eq!(p.direction_from(Vector::new(300.0, 400.0, 0.0)), Vector::ZERO);
    }
}
