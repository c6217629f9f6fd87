//! The Strategy variant's settings and rules without the engine: what the C++ constructors set,
//! the camera's pan, drag and zoom, and which selected unit leads a move. `cargo test` (inside
//! `Rust/`) runs the tests below.

use rusteal_runtime::prelude::{Rotator, Vector, Vector2D};

// AStrategyPawn's constructor.
/// The camera looks at the level orthographically, this wide, its planes not updated.
pub const PAWN_ORTHO_WIDTH: f32 = 1500.0;
pub const PAWN_AUTO_PLANE_SHIFT: f32 = 1.0;
/// The pawn floats on the horizontal plane at this height.
pub const PAWN_PLANE_HEIGHT: f64 = 1500.0;

// AStrategyUnit's constructor and defaults.
pub const UNIT_INTERACTION_RANGE_RADIUS: f32 = 100.0;
pub const UNIT_GRAVITY_SCALE: f32 = 1.5;
pub const UNIT_MAX_ACCELERATION: f32 = 1000.0;
pub const UNIT_BRAKING_FRICTION_FACTOR: f32 = 1.0;
pub const UNIT_BRAKING_DECELERATION_WALKING: f32 = 1000.0;
pub const UNIT_PERCH_RADIUS_THRESHOLD: f32 = 20.0;
pub const UNIT_ROTATION_RATE_YAW: f64 = 640.0;
pub const UNIT_AVOIDANCE_CONSIDERATION_RADIUS: f32 = 150.0;
pub const UNIT_AVOIDANCE_WEIGHT: f32 = 1.0;
/// The constructor calls `SetFixedBrakingDistance(200.0f)` and then `SetFixedBrakingDistance(true)`,
/// whose bool becomes the float 1: the second call's distance is the one that stays.
pub const UNIT_FIXED_BRAKING_DISTANCE: f32 = 1.0;

// AStrategyPlayerController (its settings' defaults are on its properties).
/// A unit rendered within this many seconds counts as on screen for "select all".
pub const RECENTLY_RENDERED_TOLERANCE: f32 = 0.2;
/// A touch released this soon after a drag scroll is not a tap.
pub const TAP_AFTER_DRAG_SCROLL: f64 = 0.1;
/// How far a touch is traced into the level, and how far one that hits nothing is projected.
pub const TOUCH_TRACE_DISTANCE: f64 = 10_000.0;
pub const TOUCH_PROJECTION_DISTANCE: f64 = 100_000.0;

// AStrategyHUD.
/// The label drawn beside each selected unit, where and how large.
pub const SELECTED_LABEL: &str = "Selected";
pub const SELECTED_LABEL_OFFSET: Vector2D = Vector2D { x: -25.0, y: 25.0 };
pub const SELECTED_LABEL_SCALE: f32 = 1.5;

/// The level is seen at this yaw: screen drags and camera moves turn with it.
const VIEW_YAW: f64 = -45.0;

/// The forward and right amounts of a camera move input (x, y): the view is turned by 45
/// degrees, so each input axis moves the camera along both of the pawn's axes.
pub fn camera_move_amounts(input: Vector2D) -> (f64, f64) {
    (input.x + input.y, input.x - input.y)
}

/// The world offset a drag from `start` to `current` (screen pixels) moves the camera by: the
/// screen movement reversed (the level follows the finger), turned to the view's yaw and scaled.
pub fn drag_scroll_offset(start: Vector2D, current: Vector2D, drag_multiplier: f32) -> Vector {
    let moved = Vector::new(start.x - current.x, start.y - current.y, 0.0);
    Rotator::new(0.0, VIEW_YAW, 0.0).to_quat().rotate(moved) * f64::from(drag_multiplier)
}

/// The camera's zoom limits and the zoom it started with (its orthographic width).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Zoom {
    pub min: f32,
    pub max: f32,
    pub default: f32,
}

impl Zoom {
    /// `zoom` changed by `delta`, kept within the limits.
    pub fn changed(&self, zoom: f32, delta: f32) -> f32 {
        (zoom + delta).clamp(self.min, self.max)
    }

    /// The zoom `percentage` (0 to 1) of the way from the minimum to the maximum.
    pub fn at(&self, percentage: f32) -> f32 {
        self.min + (self.max - self.min) * percentage.clamp(0.0, 1.0)
    }

    /// How far the default zoom is from the minimum to the maximum, 0 to 1.
    pub fn default_percentage(&self) -> f32 {
        if self.max <= self.min {
            return 0.0;
        }
        ((self.default - self.min) / (self.max - self.min)).clamp(0.0, 1.0)
    }
}

/// The index of the location nearest `target` on the horizontal plane, the first of equals;
/// `None` for no locations. The nearest selected unit leads a move and interacts on arrival.
pub fn nearest_on_plane(locations: &[Vector], target: Vector) -> Option<usize> {
    let flat = |v: Vector| {
        let d = v - target;
        d.x * d.x + d.y * d.y
    };
    locations
        .iter()
        .enumerate()
        .fold(None::<(usize, f64)>, |best, (i, v)| match best {
            Some((_, d)) if d <= flat(*v) => best,
            _ => Some((i, flat(*v))),
        })
        .map(|(i, _)| i)
}

/// Where the line from `start` through `end` meets the plane through `origin` with `normal`
/// (`FMath::LinePlaneIntersection`); not finite for a line along the plane.
pub fn line_plane_intersection(start: Vector, end: Vector, origin: Vector, normal: Vector) -> Vector {
    let direction = end - start;
    start + direction * ((origin - start).dot(normal) / direction.dot(normal))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn near(a: Vector, b: Vector) -> bool {
        a.abs_diff_eq(b, 1e-6)
    }

    #[test]
    fn a_camera_move_drives_both_axes() {
        assert_eq!(camera_move_amounts(Vector2D { x: 1.0, y: 0.0 }), (1.0, 1.0));
        assert_eq!(camera_move_amounts(Vector2D { x: 0.0, y: 1.0 }), (1.0, -1.0));
        assert_eq!(camera_move_amounts(Vector2D { x: 0.5, y: -0.5 }), (0.0, 1.0));
    }

    #[test]
    fn a_drag_moves_the_camera_against_the_finger_turned_to_the_view() {
        // 100 pixels to the left: +X turned by -45 degrees, a tenth of it.
        let offset = drag_scroll_offset(Vector2D { x: 100.0, y: 0.0 }, Vector2D { x: 0.0, y: 0.0 }, 0.1);
        let h = 10.0 * std::f64::consts::FRAC_1_SQRT_2;
        assert!(near(offset, Vector::new(h, -h, 0.0)), "{offset:?}");
        let still = Vector2D { x: 7.0, y: 7.0 };
        assert!(near(drag_scroll_offset(still, still, 0.1), Vector::ZERO));
    }

    #[test]
    fn zoom_stays_within_its_limits() {
        // The controller's default limits and zoom step, the pawn's first width.
        let zoom = Zoom { min: 1000.0, max: 2500.0, default: PAWN_ORTHO_WIDTH };
        assert_eq!(zoom.changed(1500.0, 100.0), 1600.0);
        assert_eq!(zoom.changed(2450.0, 100.0), 2500.0);
        assert_eq!(zoom.changed(1050.0, -100.0), 1000.0);
        assert_eq!(zoom.at(0.5), 1750.0);
        assert_eq!(zoom.at(-1.0), 1000.0);
        assert_eq!(zoom.default_percentage(), 1.0 / 3.0);
        assert_eq!(Zoom { min: 10.0, max: 10.0, default: 10.0 }.default_percentage(), 0.0);
    }

    #[test]
    fn the_nearest_unit_ignores_height_and_keeps_the_first_of_equals() {
        let at = [Vector::new(300.0, 0.0, 0.0), Vector::new(100.0, 0.0, 900.0), Vector::new(-100.0, 0.0, 0.0)];
        assert_eq!(nearest_on_plane(&at, Vector::ZERO), Some(1));
        assert_eq!(nearest_on_plane(&[], Vector::ZERO), None);
    }

    #[test]
    fn a_touch_ray_meets_the_ground() {
        let hit = line_plane_intersection(
            Vector::new(0.0, 0.0, 1500.0),
            Vector::new(100.0, 50.0, 500.0),
            Vector::ZERO,
            Vector::new(0.0, 0.0, 1.0),
        );
        assert!(near(hit, Vector::new(150.0, 75.0, 0.0)), "{hit:?}");
    }
}
