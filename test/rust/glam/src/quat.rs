//! glam's `DQuat`: a unit quaternion (x, y, z, w) for 3D rotations, f64.

use crate::{DVec3, EulerRot};
use core::fmt;
use core::ops::{Add, Div, Mul, MulAssign, Neg, Sub};

/// A quaternion; a rotation when normalized. `#[repr(C)]`, fields `x, y, z, w`.
#[repr(C)]
#[derive(Clone, Copy, PartialEq)]
pub struct DQuat {
    pub x: f64,
    pub y: f64,
    pub z: f64,
    pub w: f64,
}

/// Creates a quaternion from `x, y, z, w` (as `DQuat::from_xyzw`).
#[inline]
pub const fn dquat(x: f64, y: f64, z: f64, w: f64) -> DQuat {
    DQuat::from_xyzw(x, y, z, w)
}

impl Default for DQuat {
    fn default() -> Self {
        Self::IDENTITY
    }
}

impl DQuat {
    /// The identity: no rotation.
    pub const IDENTITY: Self = Self::from_xyzw(0.0, 0.0, 0.0, 1.0);
    /// All zeroes (not a rotation).
    pub const ZERO: Self = Self::from_xyzw(0.0, 0.0, 0.0, 0.0);
    /// All NaNs.
    pub const NAN: Self = Self::from_xyzw(f64::NAN, f64::NAN, f64::NAN, f64::NAN);

    /// A quaternion from its elements; it is a rotation only if normalized.
    #[inline]
    pub const fn from_xyzw(x: f64, y: f64, z: f64, w: f64) -> Self {
        Self { x, y, z, w }
    }
    /// A quaternion from `[x, y, z, w]`.
    #[inline]
    pub const fn from_array(a: [f64; 4]) -> Self {
        Self::from_xyzw(a[0], a[1], a[2], a[3])
    }
    /// `[x, y, z, w]`.
    #[inline]
    pub const fn to_array(&self) -> [f64; 4] {
        [self.x, self.y, self.z, self.w]
    }
    /// The rotation of `angle` radians about the normalized `axis`.
    #[inline]
    pub fn from_axis_angle(axis: DVec3, angle: f64) -> Self {
        let (s, c) = (angle * 0.5).sin_cos();
        let v = axis * s;
        Self::from_xyzw(v.x, v.y, v.z, c)
    }
    /// The rotation of `angle` radians about the x axis.
    #[inline]
    pub fn from_rotation_x(angle: f64) -> Self {
        let (s, c) = (angle * 0.5).sin_cos();
        Self::from_xyzw(s, 0.0, 0.0, c)
    }
    /// The rotation of `angle` radians about the y axis.
    #[inline]
    pub fn from_rotation_y(angle: f64) -> Self {
        let (s, c) = (angle * 0.5).sin_cos();
        Self::from_xyzw(0.0, s, 0.0, c)
    }
    /// The rotation of `angle` radians about the z axis.
    #[inline]
    pub fn from_rotation_z(angle: f64) -> Self {
        let (s, c) = (angle * 0.5).sin_cos();
        Self::from_xyzw(0.0, 0.0, s, c)
    }
    /// The rotation of three Euler angles (radians) in the order `euler` names.
    pub fn from_euler(euler: EulerRot, a: f64, b: f64, c: f64) -> Self {
        let (x, y, z) = (Self::from_rotation_x, Self::from_rotation_y, Self::from_rotation_z);
        match euler {
            EulerRot::ZYX => z(a) * y(b) * x(c),
            EulerRot::ZXY => z(a) * x(b) * y(c),
            EulerRot::YXZ => y(a) * x(b) * z(c),
            EulerRot::YZX => y(a) * z(b) * x(c),
            EulerRot::XYZ => x(a) * y(b) * z(c),
            EulerRot::XZY => x(a) * z(b) * y(c),
        }
    }
    /// The three Euler angles (radians) of this rotation in the order `order` names: the
    /// inverse of `from_euler`.
    pub fn to_euler(self, order: EulerRot) -> (f64, f64, f64) {
        // The rotation matrix's elements m[row][col] of the normalized quaternion.
        let q = self.normalize();
        let (x, y, z, w) = (q.x, q.y, q.z, q.w);
        let m = [
            [1.0 - 2.0 * (y * y + z * z), 2.0 * (x * y - w * z), 2.0 * (x * z + w * y)],
            [2.0 * (x * y + w * z), 1.0 - 2.0 * (x * x + z * z), 2.0 * (y * z - w * x)],
            [2.0 * (x * z - w * y), 2.0 * (y * z + w * x), 1.0 - 2.0 * (x * x + y * y)],
        ];
        // For intrinsic order (i, j, k): the middle angle from m[i][k] (with the parity's sign),
        // the outer ones from the row and column around it.
        let (i, j, k) = match order {
            EulerRot::XYZ => (0, 1, 2),
            EulerRot::YZX => (1, 2, 0),
            EulerRot::ZXY => (2, 0, 1),
            EulerRot::XZY => (0, 2, 1),
            EulerRot::ZYX => (2, 1, 0),
            EulerRot::YXZ => (1, 0, 2),
        };
        let sign = if (j + 3 - i) % 3 == 1 { 1.0 } else { -1.0 };
        let b = (sign * m[i][k]).clamp(-1.0, 1.0).asin();
        let a = (-sign * m[j][k]).atan2(m[k][k]);
        let c = (-sign * m[i][j]).atan2(m[i][i]);
        (a, b, c)
    }
    /// The shortest rotation that takes the unit vector `from` to the unit vector `to`.
    pub fn from_rotation_arc(from: DVec3, to: DVec3) -> Self {
        let dot = from.dot(to);
        if dot > 1.0 - 1e-12 {
            return Self::IDENTITY;
        }
        if dot < -1.0 + 1e-12 {
            return Self::from_axis_angle(from.any_orthogonal_vector().normalize(), core::f64::consts::PI);
        }
        let c = from.cross(to);
        Self::from_xyzw(c.x, c.y, c.z, 1.0 + dot).normalize()
    }
    /// The vector part `(x, y, z)`.
    #[inline]
    pub fn xyz(self) -> DVec3 {
        DVec3::new(self.x, self.y, self.z)
    }
    /// The conjugate: the inverse of a normalized quaternion.
    #[inline]
    pub fn conjugate(self) -> Self {
        Self::from_xyzw(-self.x, -self.y, -self.z, self.w)
    }
    /// The inverse rotation of a normalized quaternion (its conjugate).
    #[inline]
    pub fn inverse(self) -> Self {
        self.conjugate()
    }
    /// The dot product of `self` and `rhs`.
    #[inline]
    pub fn dot(self, rhs: Self) -> f64 {
        self.x * rhs.x + self.y * rhs.y + self.z * rhs.z + self.w * rhs.w
    }
    /// The length.
    #[inline]
    pub fn length(self) -> f64 {
        self.dot(self).sqrt()
    }
    /// The squared length.
    #[inline]
    pub fn length_squared(self) -> f64 {
        self.dot(self)
    }
    /// `self` with length 1.0 (`self` must be non-zero).
    #[inline]
    pub fn normalize(self) -> Self {
        self * (1.0 / self.length())
    }
    /// Whether the length is 1.0, to within 1e-4 of its square.
    #[inline]
    pub fn is_normalized(self) -> bool {
        (self.length_squared() - 1.0).abs() <= 2e-4
    }
    /// Whether every element is finite.
    #[inline]
    pub fn is_finite(self) -> bool {
        self.x.is_finite() && self.y.is_finite() && self.z.is_finite() && self.w.is_finite()
    }
    /// The axis and angle (radians) of the rotation.
    pub fn to_axis_angle(self) -> (DVec3, f64) {
        let q = if self.w < 0.0 { -self } else { self };
        let v = q.xyz();
        let len = v.length();
        if len < 1e-12 { (DVec3::X, 0.0) } else { (v / len, 2.0 * len.atan2(q.w)) }
    }
    /// The angle (radians) of the rotation from `self` to `rhs`, both normalized.
    #[inline]
    pub fn angle_between(self, rhs: Self) -> f64 {
        2.0 * self.dot(rhs).abs().clamp(0.0, 1.0).acos()
    }
    /// `rhs` rotated by `self` (normalized).
    #[inline]
    pub fn mul_vec3(self, rhs: DVec3) -> DVec3 {
        let w = self.w;
        let b = self.xyz();
        let b2 = b.dot(b);
        rhs * (w * w - b2) + b * (rhs.dot(b) * 2.0) + b.cross(rhs) * (w * 2.0)
    }
    /// The product of two rotations: `self * rhs` applies `rhs` first.
    #[inline]
    pub fn mul_quat(self, rhs: Self) -> Self {
        let (a, b) = (self, rhs);
        Self::from_xyzw(
            a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
            a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
            a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w,
            a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z,
        )
    }
    /// The normalized linear interpolation from `self` (at `s` 0.0) to `end` (at 1.0), along the
    /// shorter way.
    pub fn lerp(self, end: Self, s: f64) -> Self {
        let end = if self.dot(end) < 0.0 { -end } else { end };
        (self * (1.0 - s) + end * s).normalize()
    }
    /// The spherical interpolation from `self` (at `s` 0.0) to `end` (at 1.0), along the
    /// shorter way.
    pub fn slerp(self, end: Self, s: f64) -> Self {
        let mut dot = self.dot(end);
        let end = if dot < 0.0 {
            dot = -dot;
            -end
        } else {
            end
        };
        if dot > 1.0 - 1e-6 {
            return self.lerp(end, s);
        }
        let theta = dot.acos();
        let (a, b) = (((1.0 - s) * theta).sin(), (s * theta).sin());
        (self * a + end * b) * (1.0 / theta.sin())
    }
    /// Whether every element is within `max_abs_diff` of `rhs`'s.
    #[inline]
    pub fn abs_diff_eq(self, rhs: Self, max_abs_diff: f64) -> bool {
        (self.x - rhs.x).abs() <= max_abs_diff
            && (self.y - rhs.y).abs() <= max_abs_diff
            && (self.z - rhs.z).abs() <= max_abs_diff
            && (self.w - rhs.w).abs() <= max_abs_diff
    }
}

impl fmt::Debug for DQuat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("DQuat").field(&self.x).field(&self.y).field(&self.z).field(&self.w).finish()
    }
}
impl fmt::Display for DQuat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{}, {}, {}, {}]", self.x, self.y, self.z, self.w)
    }
}

impl Mul for DQuat {
    type Output = Self;
    fn mul(self, rhs: Self) -> Self {
        self.mul_quat(rhs)
    }
}
impl MulAssign for DQuat {
    fn mul_assign(&mut self, rhs: Self) {
        *self = *self * rhs;
    }
}
impl Mul<DVec3> for DQuat {
    type Output = DVec3;
    fn mul(self, rhs: DVec3) -> DVec3 {
        self.mul_vec3(rhs)
    }
}
impl Mul<f64> for DQuat {
    type Output = Self;
    fn mul(self, s: f64) -> Self {
        Self::from_xyzw(self.x * s, self.y * s, self.z * s, self.w * s)
    }
}
impl Div<f64> for DQuat {
    type Output = Self;
    fn div(self, s: f64) -> Self {
        self * (1.0 / s)
    }
}
impl Add for DQuat {
    type Output = Self;
    fn add(self, r: Self) -> Self {
        Self::from_xyzw(self.x + r.x, self.y + r.y, self.z + r.z, self.w + r.w)
    }
}
impl Sub for DQuat {
    type Output = Self;
    fn sub(self, r: Self) -> Self {
        Self::from_xyzw(self.x - r.x, self.y - r.y, self.z - r.z, self.w - r.w)
    }
}
impl Neg for DQuat {
    type Output = Self;
    fn neg(self) -> Self {
        self * -1.0
    }
}
impl From<DQuat> for [f64; 4] {
    fn from(q: DQuat) -> Self {
        q.to_array()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use core::f64::consts::FRAC_PI_2;

    #[test]
    fn a_quarter_turn_about_z_takes_x_to_y() {
        let q = DQuat::from_rotation_z(FRAC_PI_2);
        assert!((q * DVec3::X).abs_diff_eq(DVec3::Y, 1e-12));
        assert!(q.inverse().mul_vec3(DVec3::Y).abs_diff_eq(DVec3::X, 1e-12));
    }

    #[test]
    fn from_euler_composes_in_the_named_order_and_to_euler_inverts_it() {
        let q = DQuat::from_euler(EulerRot::ZYX, 0.3, -0.2, 0.1);
        let want = DQuat::from_rotation_z(0.3) * DQuat::from_rotation_y(-0.2) * DQuat::from_rotation_x(0.1);
        assert!(q.abs_diff_eq(want, 1e-12));
        for order in [EulerRot::ZYX, EulerRot::ZXY, EulerRot::YXZ, EulerRot::YZX, EulerRot::XYZ, EulerRot::XZY] {
            let (a, b, c) = DQuat::from_euler(order, 0.3, -0.2, 0.1).to_euler(order);
            assert!((a - 0.3).abs() < 1e-9 && (b + 0.2).abs() < 1e-9 && (c - 0.1).abs() < 1e-9, "{order:?}: {a} {b} {c}");
        }
    }

    #[test]
    fn rotation_arc_takes_one_unit_vector_to_the_other() {
        let q = DQuat::from_rotation_arc(DVec3::X, DVec3::Z);
        assert!((q * DVec3::X).abs_diff_eq(DVec3::Z, 1e-12));
        let back = DQuat::from_rotation_arc(DVec3::X, DVec3::NEG_X);
        assert!((back * DVec3::X).abs_diff_eq(DVec3::NEG_X, 1e-12));
    }
}
