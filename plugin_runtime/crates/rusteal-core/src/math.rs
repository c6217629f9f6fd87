//! The engine's math types with their native layouts (large world coordinates: doubles), so they
//! copy to and from the engine's structs as bytes. Our own types; with the `glam` feature they
//! convert to and from glam's (`glam_interop.rs`), and `Vector` has glam's names where Rusteal's
//! games call them on engine vectors (`normalize_or_zero`, `X`/`Y`/`Z`).
//!
//! Conventions are Unreal's: X forward, Y right, Z up; rotators in degrees (pitch about Y, yaw
//! about Z, roll about X); quaternions `x, y, z, w`; a transform applies scale, then rotation,
//! then translation.

use std::ops::{Add, AddAssign, Div, Mul, MulAssign, Neg, Sub, SubAssign};

mod color;
pub use color::{Color, LinearColor};

/// Types whose Rust layout is the engine struct's byte for byte (`FVector` and friends).
///
/// # Safety
/// `Self` must be `#[repr(C)]` with exactly the engine struct's size, alignment and fields.
pub unsafe trait NativeLayout: Copy + 'static {
    /// The engine struct's name without prefix (`Vector`).
    const UE_NAME: &'static str;
}

/// `FVector`: three doubles.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Vector {
    pub x: f64,
    pub y: f64,
    pub z: f64,
}

impl Vector {
    pub const ZERO: Self = Self::new(0.0, 0.0, 0.0);
    pub const ONE: Self = Self::new(1.0, 1.0, 1.0);
    pub const FORWARD: Self = Self::new(1.0, 0.0, 0.0);
    pub const RIGHT: Self = Self::new(0.0, 1.0, 0.0);
    pub const UP: Self = Self::new(0.0, 0.0, 1.0);
    // glam's names for the unit axes (`DVec3::X` ...), which Rusteal's games use.
    pub const X: Self = Self::new(1.0, 0.0, 0.0);
    pub const Y: Self = Self::new(0.0, 1.0, 0.0);
    pub const Z: Self = Self::new(0.0, 0.0, 1.0);
    pub const NEG_X: Self = Self::new(-1.0, 0.0, 0.0);
    pub const NEG_Y: Self = Self::new(0.0, -1.0, 0.0);
    pub const NEG_Z: Self = Self::new(0.0, 0.0, -1.0);

    pub const fn new(x: f64, y: f64, z: f64) -> Self {
        Self { x, y, z }
    }
    pub const fn splat(v: f64) -> Self {
        Self::new(v, v, v)
    }
    pub fn dot(self, o: Self) -> f64 {
        self.x * o.x + self.y * o.y + self.z * o.z
    }
    pub fn cross(self, o: Self) -> Self {
        Self::new(self.y * o.z - self.z * o.y, self.z * o.x - self.x * o.z, self.x * o.y - self.y * o.x)
    }
    pub fn length_squared(self) -> f64 {
        self.dot(self)
    }
    pub fn length(self) -> f64 {
        self.length_squared().sqrt()
    }
    pub fn distance(self, o: Self) -> f64 {
        (self - o).length()
    }
    /// The unit vector, or zero for a vector too small to normalise (as `GetSafeNormal`).
    pub fn normalized(self) -> Self {
        let l2 = self.length_squared();
        if l2 < 1e-8 { Self::ZERO } else { self / l2.sqrt() }
    }
    /// glam's `normalize_or_zero`: the unit vector, or zero for a zero, tiny or non-finite one.
    /// (`normalized` treats lengths below 1e-4 as zero, as Unreal's `GetSafeNormal` does.)
    pub fn normalize_or_zero(self) -> Self {
        let rcp = 1.0 / self.length();
        if rcp.is_finite() && rcp > 0.0 { self * rcp } else { Self::ZERO }
    }
    pub fn lerp(self, o: Self, t: f64) -> Self {
        self + (o - self) * t
    }
    pub fn component_mul(self, o: Self) -> Self {
        Self::new(self.x * o.x, self.y * o.y, self.z * o.z)
    }
    pub fn abs_diff_eq(self, o: Self, tolerance: f64) -> bool {
        (self.x - o.x).abs() <= tolerance && (self.y - o.y).abs() <= tolerance && (self.z - o.z).abs() <= tolerance
    }
    /// The rotator pointing along this vector (`FVector::Rotation`), roll zero.
    pub fn rotation(self) -> Rotator {
        let yaw = self.y.atan2(self.x).to_degrees();
        let pitch = self.z.atan2((self.x * self.x + self.y * self.y).sqrt()).to_degrees();
        Rotator::new(pitch, yaw, 0.0)
    }
}

macro_rules! vector_ops {
    ($t:ident { $($f:ident),+ }) => {
        impl Add for $t { type Output = Self; fn add(self, o: Self) -> Self { Self { $($f: self.$f + o.$f),+ } } }
        impl Sub for $t { type Output = Self; fn sub(self, o: Self) -> Self { Self { $($f: self.$f - o.$f),+ } } }
        impl Neg for $t { type Output = Self; fn neg(self) -> Self { Self { $($f: -self.$f),+ } } }
        impl Mul<f64> for $t { type Output = Self; fn mul(self, s: f64) -> Self { Self { $($f: self.$f * s),+ } } }
        impl Mul<$t> for f64 { type Output = $t; fn mul(self, v: $t) -> $t { v * self } }
        impl Div<f64> for $t { type Output = Self; fn div(self, s: f64) -> Self { Self { $($f: self.$f / s),+ } } }
        impl AddAssign for $t { fn add_assign(&mut self, o: Self) { *self = *self + o; } }
        impl SubAssign for $t { fn sub_assign(&mut self, o: Self) { *self = *self - o; } }
        impl MulAssign<f64> for $t { fn mul_assign(&mut self, s: f64) { *self = *self * s; } }
    };
}
vector_ops!(Vector { x, y, z });
vector_ops!(Vector2D { x, y });
vector_ops!(Vector4 { x, y, z, w });

/// `FVector2D`: two doubles.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Vector2D {
    pub x: f64,
    pub y: f64,
}

impl Vector2D {
    pub const ZERO: Self = Self::new(0.0, 0.0);
    pub const fn new(x: f64, y: f64) -> Self {
        Self { x, y }
    }
    pub fn dot(self, o: Self) -> f64 {
        self.x * o.x + self.y * o.y
    }
    pub fn length(self) -> f64 {
        self.dot(self).sqrt()
    }
}

/// `FVector4`: four doubles, 16-byte aligned.
#[repr(C, align(16))]
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Vector4 {
    pub x: f64,
    pub y: f64,
    pub z: f64,
    pub w: f64,
}

impl Vector4 {
    pub const fn new(x: f64, y: f64, z: f64, w: f64) -> Self {
        Self { x, y, z, w }
    }
}

/// `FRotator`: pitch, yaw, roll in degrees.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Rotator {
    pub pitch: f64,
    pub yaw: f64,
    pub roll: f64,
}

/// An angle in (-180, 180].
pub fn normalize_axis(angle: f64) -> f64 {
    let mut a = angle % 360.0;
    if a > 180.0 {
        a -= 360.0;
    } else if a <= -180.0 {
        a += 360.0;
    }
    a
}

impl Rotator {
    pub const ZERO: Self = Self::new(0.0, 0.0, 0.0);
    pub const fn new(pitch: f64, yaw: f64, roll: f64) -> Self {
        Self { pitch, yaw, roll }
    }
    /// Every axis in (-180, 180].
    pub fn normalized(self) -> Self {
        Self::new(normalize_axis(self.pitch), normalize_axis(self.yaw), normalize_axis(self.roll))
    }
    /// The quaternion of this rotation (`FRotator::Quaternion`).
    pub fn to_quat(self) -> Quat {
        let half = std::f64::consts::PI / 360.0;
        let (sp, cp) = (self.pitch % 360.0 * half).sin_cos();
        let (sy, cy) = (self.yaw % 360.0 * half).sin_cos();
        let (sr, cr) = (self.roll % 360.0 * half).sin_cos();
        Quat::new(
            cr * sp * sy - sr * cp * cy,
            -cr * sp * cy - sr * cp * sy,
            cr * cp * sy - sr * sp * cy,
            cr * cp * cy + sr * sp * sy,
        )
    }
    /// The rotator of a quaternion (`FQuat::Rotator`), pitch clamped at ±90°.
    pub fn from_quat(q: Quat) -> Self {
        let singularity = q.z * q.x - q.w * q.y;
        let yaw_y = 2.0 * (q.w * q.z + q.x * q.y);
        let yaw_x = 1.0 - 2.0 * (q.y * q.y + q.z * q.z);
        const THRESHOLD: f64 = 0.499_999_5;
        let yaw = yaw_y.atan2(yaw_x).to_degrees();
        if singularity < -THRESHOLD {
            Self::new(-90.0, yaw, normalize_axis(-yaw - 2.0 * q.x.atan2(q.w).to_degrees()))
        } else if singularity > THRESHOLD {
            Self::new(90.0, yaw, normalize_axis(yaw - 2.0 * q.x.atan2(q.w).to_degrees()))
        } else {
            let pitch = (2.0 * singularity).asin().to_degrees();
            let roll = (-2.0 * (q.w * q.x + q.y * q.z)).atan2(1.0 - 2.0 * (q.x * q.x + q.y * q.y)).to_degrees();
            Self::new(pitch, yaw, roll)
        }
    }
    /// The forward vector of this rotation.
    pub fn forward(self) -> Vector {
        self.to_quat().rotate(Vector::FORWARD)
    }
    pub fn abs_diff_eq(self, o: Self, tolerance: f64) -> bool {
        let d = (self - o).normalized();
        d.pitch.abs() <= tolerance && d.yaw.abs() <= tolerance && d.roll.abs() <= tolerance
    }
}

impl Add for Rotator {
    type Output = Self;
    fn add(self, o: Self) -> Self {
        Self::new(self.pitch + o.pitch, self.yaw + o.yaw, self.roll + o.roll)
    }
}
impl Sub for Rotator {
    type Output = Self;
    fn sub(self, o: Self) -> Self {
        Self::new(self.pitch - o.pitch, self.yaw - o.yaw, self.roll - o.roll)
    }
}

/// `FQuat`: x, y, z, w, 16-byte aligned.
#[repr(C, align(16))]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Quat {
    pub x: f64,
    pub y: f64,
    pub z: f64,
    pub w: f64,
}

impl Default for Quat {
    fn default() -> Self {
        Self::IDENTITY
    }
}

impl Quat {
    pub const IDENTITY: Self = Self::new(0.0, 0.0, 0.0, 1.0);
    pub const fn new(x: f64, y: f64, z: f64, w: f64) -> Self {
        Self { x, y, z, w }
    }
    /// A rotation of `angle_rad` about a unit axis.
    pub fn from_axis_angle(axis: Vector, angle_rad: f64) -> Self {
        let (s, c) = (angle_rad * 0.5).sin_cos();
        Self::new(axis.x * s, axis.y * s, axis.z * s, c)
    }
    fn xyz(self) -> Vector {
        Vector::new(self.x, self.y, self.z)
    }
    pub fn length(self) -> f64 {
        (self.x * self.x + self.y * self.y + self.z * self.z + self.w * self.w).sqrt()
    }
    pub fn normalized(self) -> Self {
        let l = self.length();
        if l < 1e-8 { Self::IDENTITY } else { Self::new(self.x / l, self.y / l, self.z / l, self.w / l) }
    }
    /// The inverse of a unit quaternion.
    pub fn inverse(self) -> Self {
        Self::new(-self.x, -self.y, -self.z, self.w)
    }
    /// Rotates a vector.
    pub fn rotate(self, v: Vector) -> Vector {
        let q = self.xyz();
        let t = q.cross(v) * 2.0;
        v + t * self.w + q.cross(t)
    }
    pub fn to_rotator(self) -> Rotator {
        Rotator::from_quat(self)
    }
    /// Whether two quaternions are the same rotation (`q` and `-q` are).
    pub fn same_rotation(self, o: Self, tolerance: f64) -> bool {
        let d = self.x * o.x + self.y * o.y + self.z * o.z + self.w * o.w;
        (1.0 - d.abs()) <= tolerance
    }
}

/// `self * o`: apply `o` first, then `self` (Unreal's order).
impl Mul for Quat {
    type Output = Self;
    fn mul(self, o: Self) -> Self {
        Self::new(
            self.w * o.x + self.x * o.w + self.y * o.z - self.z * o.y,
            self.w * o.y - self.x * o.z + self.y * o.w + self.z * o.x,
            self.w * o.z + self.x * o.y - self.y * o.x + self.z * o.w,
            self.w * o.w - self.x * o.x - self.y * o.y - self.z * o.z,
        )
    }
}

/// `FTransform`: rotation, translation, scale.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Transform {
    pub rotation: Quat,
    pub translation: Vector,
    pub scale: Vector,
}

impl Default for Transform {
    fn default() -> Self {
        Self::IDENTITY
    }
}

/// The engine's `FTransform` bytes: three 32-byte vector registers (rotation xyzw, translation
/// xyz + padding, scale xyz + padding).
pub const TRANSFORM_NATIVE_SIZE: usize = 96;

impl Transform {
    pub const IDENTITY: Self = Self { rotation: Quat::IDENTITY, translation: Vector::ZERO, scale: Vector::ONE };

    /// From a rotation, a translation and a scale: ours, or (with the `glam` feature) glam's
    /// `DQuat` and `DVec3`, as Rusteal's `Transform::new(DQuat::IDENTITY, DVec3::Z, DVec3::ONE)`.
    pub fn new(rotation: impl Into<Quat>, translation: impl Into<Vector>, scale: impl Into<Vector>) -> Self {
        Self { rotation: rotation.into(), translation: translation.into(), scale: scale.into() }
    }
    pub fn from_location(translation: Vector) -> Self {
        Self { translation, ..Self::IDENTITY }
    }
    pub fn from_rotator_location(rotator: Rotator, translation: Vector) -> Self {
        Self { rotation: rotator.to_quat(), translation, ..Self::IDENTITY }
    }
    /// Scale, rotate, translate a point.
    pub fn transform_point(&self, p: Vector) -> Vector {
        self.rotation.rotate(p.component_mul(self.scale)) + self.translation
    }
    /// Scale and rotate a direction.
    pub fn transform_vector(&self, v: Vector) -> Vector {
        self.rotation.rotate(v.component_mul(self.scale))
    }
    /// The transform undoing this one (uniform, non-zero scale).
    pub fn inverse(&self) -> Self {
        let inv_rot = self.rotation.inverse();
        let inv_scale = Vector::new(1.0 / self.scale.x, 1.0 / self.scale.y, 1.0 / self.scale.z);
        let inv_translation = inv_rot.rotate((-self.translation).component_mul(inv_scale));
        Self { rotation: inv_rot, translation: inv_translation, scale: inv_scale }
    }
    /// `self` then `then` (Unreal's `A * B`).
    pub fn then(&self, then: &Self) -> Self {
        Self {
            rotation: then.rotation * self.rotation,
            scale: self.scale.component_mul(then.scale),
            translation: then.rotation.rotate(then.scale.component_mul(self.translation)) + then.translation,
        }
    }
    /// The engine's bytes.
    pub fn to_native(&self) -> [u8; TRANSFORM_NATIVE_SIZE] {
        let mut out = [0u8; TRANSFORM_NATIVE_SIZE];
        let vals = [
            self.rotation.x,
            self.rotation.y,
            self.rotation.z,
            self.rotation.w,
            self.translation.x,
            self.translation.y,
            self.translation.z,
            0.0,
            self.scale.x,
            self.scale.y,
            self.scale.z,
            0.0,
        ];
        for (i, v) in vals.iter().enumerate() {
            out[i * 8..i * 8 + 8].copy_from_slice(&v.to_ne_bytes());
        }
        out
    }
    /// From the engine's bytes.
    pub fn from_native(bytes: &[u8; TRANSFORM_NATIVE_SIZE]) -> Self {
        let f = |i: usize| f64::from_ne_bytes(bytes[i * 8..i * 8 + 8].try_into().unwrap());
        Self {
            rotation: Quat::new(f(0), f(1), f(2), f(3)),
            translation: Vector::new(f(4), f(5), f(6)),
            scale: Vector::new(f(8), f(9), f(10)),
        }
    }
}

// SAFETY: each is repr(C) with the engine struct's fields, sizes and alignment (asserted below).
unsafe impl NativeLayout for Vector {
    const UE_NAME: &'static str = "Vector";
}
// SAFETY: as above.
unsafe impl NativeLayout for Vector2D {
    const UE_NAME: &'static str = "Vector2D";
}
// SAFETY: as above.
unsafe impl NativeLayout for Vector4 {
    const UE_NAME: &'static str = "Vector4";
}
// SAFETY: as above.
unsafe impl NativeLayout for Rotator {
    const UE_NAME: &'static str = "Rotator";
}
// SAFETY: as above.
unsafe impl NativeLayout for Quat {
    const UE_NAME: &'static str = "Quat";
}

const _: () = {
    use std::mem::{align_of, size_of};
    assert!(size_of::<Vector>() == 24);
    assert!(size_of::<Vector2D>() == 16);
    assert!(size_of::<Vector4>() == 32 && align_of::<Vector4>() == 16);
    assert!(size_of::<Rotator>() == 24);
    assert!(size_of::<Quat>() == 32 && align_of::<Quat>() == 16);
    assert!(size_of::<LinearColor>() == 16);
    assert!(size_of::<Color>() == 4);
};

#[cfg(test)]
mod tests {
    use super::*;

    const EPS: f64 = 1e-9;

    #[test]
    fn vector_arithmetic() {
        let a = Vector::new(1.0, 2.0, 3.0);
        let b = Vector::new(4.0, 5.0, 6.0);
        assert_eq!(a + b, Vector::new(5.0, 7.0, 9.0));
        assert_eq!(b - a, Vector::splat(3.0));
        assert_eq!(a.dot(b), 32.0);
        assert_eq!(Vector::FORWARD.cross(Vector::RIGHT), Vector::UP);
        assert!((Vector::new(3.0, 4.0, 0.0).length() - 5.0).abs() < EPS);
        assert_eq!(Vector::new(0.0, 0.0, 1e-6).normalized(), Vector::ZERO);
        assert!(Vector::new(0.0, 3.0, 4.0).normalized().abs_diff_eq(Vector::new(0.0, 0.6, 0.8), EPS));
        assert_eq!(2.0 * a, a * 2.0);
    }

    #[test]
    fn yaw_90_turns_forward_into_right() {
        let q = Rotator::new(0.0, 90.0, 0.0).to_quat();
        assert!(q.rotate(Vector::FORWARD).abs_diff_eq(Vector::RIGHT, 1e-9));
        let pitch_up = Rotator::new(90.0, 0.0, 0.0).forward();
        assert!(pitch_up.abs_diff_eq(Vector::UP, 1e-9), "{pitch_up:?}");
    }

    #[test]
    fn rotator_quat_round_trips_away_from_the_poles() {
        for (p, y, r) in [(10.0, 20.0, 30.0), (-45.0, 170.0, -60.0), (89.0, -179.0, 0.5), (0.0, 0.0, 0.0)] {
            let rot = Rotator::new(p, y, r);
            let back = rot.to_quat().to_rotator();
            assert!(back.abs_diff_eq(rot, 1e-6), "{rot:?} -> {back:?}");
        }
    }

    #[test]
    fn pitch_is_clamped_at_the_poles_with_the_same_rotation() {
        let rot = Rotator::new(90.0, 30.0, 10.0);
        let back = rot.to_quat().to_rotator();
        assert_eq!(back.pitch, 90.0);
        assert!(back.to_quat().same_rotation(rot.to_quat(), 1e-9), "{back:?}");
    }

    #[test]
    fn quat_product_composes_rotations_in_unreals_order() {
        let yaw = Rotator::new(0.0, 90.0, 0.0).to_quat();
        let pitch = Rotator::new(90.0, 0.0, 0.0).to_quat();
        // pitch first, then yaw: forward goes up and stays up.
        let v = (yaw * pitch).rotate(Vector::FORWARD);
        assert!(v.abs_diff_eq(Vector::UP, 1e-9), "{v:?}");
        assert!((yaw * yaw.inverse()).same_rotation(Quat::IDENTITY, 1e-12));
    }

    #[test]
    fn transform_applies_scale_rotation_translation_and_inverts() {
        let t = Transform::new(Rotator::new(0.0, 90.0, 0.0).to_quat(), Vector::new(10.0, 0.0, 0.0), Vector::splat(2.0));
        let p = t.transform_point(Vector::new(1.0, 0.0, 0.0));
        assert!(p.abs_diff_eq(Vector::new(10.0, 2.0, 0.0), 1e-9), "{p:?}");
        let back = t.inverse().transform_point(p);
        assert!(back.abs_diff_eq(Vector::new(1.0, 0.0, 0.0), 1e-9), "{back:?}");
        let two = Transform::from_location(Vector::UP);
        let both = t.then(&two).transform_point(Vector::FORWARD);
        assert!(both.abs_diff_eq(two.transform_point(p), 1e-9));
    }

    #[test]
    fn transform_native_bytes_round_trip_with_padding() {
        let t = Transform::new(Quat::new(0.1, 0.2, 0.3, 0.9), Vector::new(1.0, 2.0, 3.0), Vector::new(4.0, 5.0, 6.0));
        let bytes = t.to_native();
        assert_eq!(f64::from_ne_bytes(bytes[56..64].try_into().unwrap()), 0.0);
        assert_eq!(f64::from_ne_bytes(bytes[64..72].try_into().unwrap()), 4.0);
        assert_eq!(Transform::from_native(&bytes), t);
    }

    #[test]
    fn colors_convert_between_srgb_and_linear() {
        assert_eq!(LinearColor::from(Color::rgba(255, 255, 255, 255)), LinearColor::WHITE);
        let mid = LinearColor::from(Color::rgba(128, 0, 0, 128));
        assert!((mid.r - 0.2158605).abs() < 1e-5, "{mid:?}");
        assert_eq!(mid.to_color_srgb(), Color::rgba(128, 0, 0, 128));
        for v in [0u8, 1, 10, 100, 200, 254, 255] {
            assert_eq!(LinearColor::from(Color::rgba(v, v, v, v)).to_color_srgb(), Color::rgba(v, v, v, v), "{v}");
        }
    }

    #[test]
    fn normalize_axis_keeps_angles_in_half_open_range() {
        assert_eq!(normalize_axis(190.0), -170.0);
        assert_eq!(normalize_axis(-180.0), 180.0);
        assert_eq!(normalize_axis(540.0), 180.0);
        assert_eq!(normalize_axis(-30.0), -30.0);
    }
}

/// The types Rusteal's names for the engine conversions give and take (`s.to_dvec3()`,
/// `FQuat::from_dquat(q)`): glam's with the `glam` feature, as in Rusteal's games, else ours.
/// Both convert into ours (`impl Into<Vector>`), so the engine calls take either.
pub mod compat {
    #[cfg(feature = "glam")]
    pub use glam::{DQuat, DVec2, DVec3, DVec4};

    #[cfg(not(feature = "glam"))]
    pub use super::{Quat as DQuat, Vector as DVec3, Vector2D as DVec2, Vector4 as DVec4};
}

