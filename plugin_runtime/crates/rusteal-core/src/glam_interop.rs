//! Our math types and glam's (the `glam` feature): the conversions both ways, and arithmetic
//! that mixes them, so a game written with glam (as Rusteal's are) and one written with our
//! `Vector` meet the engine through the same calls.
//!
//! The layouts agree field for field (glam's `DVec3` is three doubles, as `FVector`; `DQuat` four,
//! as `FQuat`), but `FQuat` and `FVector4` are 16-byte aligned where glam's are not, so every
//! conversion copies the fields. Rotators convert with Unreal's convention (`FRotator::Quaternion`,
//! `FQuat::Rotator`), not glam's Euler orders: `DQuat::from(rotator)` is the engine's rotation.

use crate::math::{LinearColor, Quat, Rotator, Transform, Vector, Vector2D, Vector4};
use std::ops::{Add, AddAssign, Sub, SubAssign};

macro_rules! both_ways {
    ($ours:ty, $theirs:ty, { $($f:ident),+ }) => {
        impl From<$theirs> for $ours {
            #[inline]
            fn from(v: $theirs) -> Self {
                Self { $($f: v.$f),+ }
            }
        }
        impl From<$ours> for $theirs {
            #[inline]
            fn from(v: $ours) -> Self {
                Self { $($f: v.$f),+ }
            }
        }
    };
}

both_ways!(Vector, glam::DVec3, { x, y, z });
both_ways!(Vector2D, glam::DVec2, { x, y });
both_ways!(Vector4, glam::DVec4, { x, y, z, w });
both_ways!(Quat, glam::DQuat, { x, y, z, w });

impl From<glam::Vec4> for LinearColor {
    /// `x, y, z, w` as `r, g, b, a` (Rusteal's colours convert so).
    #[inline]
    fn from(v: glam::Vec4) -> Self {
        Self::new(v.x, v.y, v.z, v.w)
    }
}
impl From<LinearColor> for glam::Vec4 {
    #[inline]
    fn from(c: LinearColor) -> Self {
        Self::new(c.r, c.g, c.b, c.a)
    }
}

impl From<Rotator> for glam::DQuat {
    /// The rotator's rotation, as the engine computes it (`FRotator::Quaternion`).
    fn from(r: Rotator) -> Self {
        r.to_quat().into()
    }
}
impl From<glam::DQuat> for Rotator {
    /// The quaternion's rotator, as the engine computes it (`FQuat::Rotator`).
    fn from(q: glam::DQuat) -> Self {
        Rotator::from_quat(q.into())
    }
}

impl Transform {
    /// A transform from glam's parts (what `Transform::new` does with them).
    pub fn from_glam(rotation: glam::DQuat, translation: glam::DVec3, scale: glam::DVec3) -> Self {
        Self::new(rotation, translation, scale)
    }
    /// A transform that only moves, by a glam vector (Rusteal's `Transform::from_translation`).
    pub fn from_translation(translation: impl Into<Vector>) -> Self {
        Self::from_location(translation.into())
    }
    /// A transform that only rotates, by a glam quaternion (Rusteal's `Transform::from_rotation`).
    pub fn from_rotation(rotation: impl Into<Quat>) -> Self {
        Self::new(rotation.into(), Vector::ZERO, Vector::ONE)
    }
}

// Arithmetic across the two: the result has the left operand's type, so `a.to_dvec3() - ours`
// is a `DVec3` and `ours + glam_offset` a `Vector`.
macro_rules! mixed_ops {
    ($a:ty, $b:ty) => {
        impl Add<$b> for $a {
            type Output = $a;
            #[inline]
            fn add(self, o: $b) -> $a {
                self + <$a>::from(o)
            }
        }
        impl Sub<$b> for $a {
            type Output = $a;
            #[inline]
            fn sub(self, o: $b) -> $a {
                self - <$a>::from(o)
            }
        }
        impl AddAssign<$b> for $a {
            #[inline]
            fn add_assign(&mut self, o: $b) {
                *self = *self + o;
            }
        }
        impl SubAssign<$b> for $a {
            #[inline]
            fn sub_assign(&mut self, o: $b) {
                *self = *self - o;
            }
        }
    };
}
mixed_ops!(Vector, glam::DVec3);
mixed_ops!(glam::DVec3, Vector);
mixed_ops!(Vector2D, glam::DVec2);
mixed_ops!(glam::DVec2, Vector2D);

#[cfg(test)]
mod tests {
    use super::*;
    use glam::{DQuat, DVec3};

    #[test]
    fn vectors_and_quaternions_round_trip_field_for_field() {
        let v = DVec3::new(1.5, -2.0, 3.25);
        assert_eq!(DVec3::from(Vector::from(v)), v);
        let q = DQuat::from_rotation_z(0.7);
        let ours = Quat::from(q);
        assert_eq!((ours.x, ours.y, ours.z, ours.w), (q.x, q.y, q.z, q.w));
        assert_eq!(DQuat::from(ours), q);
    }

    #[test]
    fn a_rotator_converts_as_the_engine_rotates() {
        // Yaw 90: forward (X) turns to the right (Y), in the engine's convention and in glam's.
        let q = DQuat::from(Rotator::new(0.0, 90.0, 0.0));
        assert!((q * DVec3::X).abs_diff_eq(DVec3::Y, 1e-9));
        assert!(q.abs_diff_eq(DQuat::from_rotation_z(std::f64::consts::FRAC_PI_2), 1e-9));
        let back = Rotator::from(q);
        assert!(back.abs_diff_eq(Rotator::new(0.0, 90.0, 0.0), 1e-9));
    }

    #[test]
    fn mixed_arithmetic_keeps_the_left_type() {
        let ours = Vector::new(1.0, 2.0, 3.0);
        let theirs = DVec3::new(0.5, 0.5, 0.5);
        let a: Vector = ours - theirs;
        let b: DVec3 = theirs + ours;
        assert_eq!(a, Vector::new(0.5, 1.5, 2.5));
        assert_eq!(b, DVec3::new(1.5, 2.5, 3.5));
        assert_eq!(Vector::from(DVec3::ZERO.normalize_or_zero()), Vector::ZERO.normalize_or_zero());
    }

    #[test]
    fn a_transform_from_glam_parts_moves_and_rotates_as_ours() {
        let t = Transform::from_glam(DQuat::from_rotation_z(std::f64::consts::FRAC_PI_2), DVec3::new(10.0, 0.0, 0.0), DVec3::ONE);
        assert!(t.transform_point(Vector::X).abs_diff_eq(Vector::new(10.0, 1.0, 0.0), 1e-9));
        assert_eq!(Transform::from_translation(DVec3::Z).translation, Vector::Z);
        // Rusteal's spelling: glam's parts straight into `Transform::new`.
        assert_eq!(Transform::new(DQuat::IDENTITY, DVec3::new(0.0, 0.0, 100.0), DVec3::ONE).translation.z, 100.0);
    }
}
