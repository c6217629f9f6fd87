//! glam's vectors: `DVec2`, `DVec3`, `DVec4` (f64) and `Vec2`, `Vec3`, `Vec4` (f32), each
//! `#[repr(C)]` with public fields, and the free functions that make them.

use core::fmt;
use core::iter::Sum;
use core::ops::{Add, AddAssign, Div, DivAssign, Index, IndexMut, Mul, MulAssign, Neg, Sub, SubAssign};

macro_rules! vector {
    ($name:ident, $ctor:ident, $t:ty, $n:literal, [$($f:ident / $with:ident),+], [$($axis:ident = $unit:expr, $neg:ident = $negunit:expr),+]) => {
        #[repr(C)]
        #[derive(Clone, Copy, PartialEq, Default)]
        pub struct $name {
            $(pub $f: $t,)+
        }

        /// Creates a vector (as `new`).
        #[inline]
        pub const fn $ctor($($f: $t),+) -> $name {
            $name::new($($f),+)
        }

        impl $name {
            /// All zeroes.
            pub const ZERO: Self = Self::splat(0.0);
            /// All ones.
            pub const ONE: Self = Self::splat(1.0);
            /// All negative ones.
            pub const NEG_ONE: Self = Self::splat(-1.0);
            /// All `MIN`.
            pub const MIN: Self = Self::splat(<$t>::MIN);
            /// All `MAX`.
            pub const MAX: Self = Self::splat(<$t>::MAX);
            /// All `NAN`.
            pub const NAN: Self = Self::splat(<$t>::NAN);
            /// All `INFINITY`.
            pub const INFINITY: Self = Self::splat(<$t>::INFINITY);
            $(
                /// A unit vector pointing along the positive axis.
                pub const $axis: Self = $unit;
                /// A unit vector pointing along the negative axis.
                pub const $neg: Self = $negunit;
            )+

            /// Creates a new vector.
            #[inline]
            pub const fn new($($f: $t),+) -> Self {
                Self { $($f),+ }
            }
            /// Creates a vector with all elements set to `v`.
            #[inline]
            pub const fn splat(v: $t) -> Self {
                Self { $($f: v),+ }
            }
            /// Creates a vector from the elements of an array.
            #[inline]
            pub const fn from_array(a: [$t; $n]) -> Self {
                let [$($f),+] = a;
                Self { $($f),+ }
            }
            /// The elements as an array.
            #[inline]
            pub const fn to_array(&self) -> [$t; $n] {
                [$(self.$f),+]
            }
            /// The dot product of `self` and `rhs`.
            #[inline]
            pub fn dot(self, rhs: Self) -> $t {
                0.0 $(+ self.$f * rhs.$f)+
            }
            /// The smaller of each element of `self` and `rhs`.
            #[inline]
            pub fn min(self, rhs: Self) -> Self {
                Self { $($f: self.$f.min(rhs.$f)),+ }
            }
            /// The larger of each element of `self` and `rhs`.
            #[inline]
            pub fn max(self, rhs: Self) -> Self {
                Self { $($f: self.$f.max(rhs.$f)),+ }
            }
            /// Each element clamped between `min` and `max` (which must be ordered, `min <= max`).
            #[inline]
            pub fn clamp(self, min: Self, max: Self) -> Self {
                self.max(min).min(max)
            }
            /// The smallest element.
            #[inline]
            pub fn min_element(self) -> $t {
                let a = self.to_array();
                a.iter().copied().fold(a[0], <$t>::min)
            }
            /// The largest element.
            #[inline]
            pub fn max_element(self) -> $t {
                let a = self.to_array();
                a.iter().copied().fold(a[0], <$t>::max)
            }
            /// The sum of the elements.
            #[inline]
            pub fn element_sum(self) -> $t {
                0.0 $(+ self.$f)+
            }
            /// The absolute value of each element.
            #[inline]
            pub fn abs(self) -> Self {
                Self { $($f: self.$f.abs()),+ }
            }
            /// Each element's sign: 1.0 for positive (and +0.0), -1.0 for negative (and -0.0).
            #[inline]
            pub fn signum(self) -> Self {
                Self { $($f: self.$f.signum()),+ }
            }
            /// Each element rounded down.
            #[inline]
            pub fn floor(self) -> Self {
                Self { $($f: self.$f.floor()),+ }
            }
            /// Each element rounded to the nearest integer.
            #[inline]
            pub fn round(self) -> Self {
                Self { $($f: self.$f.round()),+ }
            }
            /// Whether every element is finite.
            #[inline]
            pub fn is_finite(self) -> bool {
                true $(&& self.$f.is_finite())+
            }
            /// Whether any element is NaN.
            #[inline]
            pub fn is_nan(self) -> bool {
                false $(|| self.$f.is_nan())+
            }
            /// The length (magnitude).
            #[inline]
            pub fn length(self) -> $t {
                self.dot(self).sqrt()
            }
            /// The squared length, faster than `length` as it avoids a square root.
            #[inline]
            pub fn length_squared(self) -> $t {
                self.dot(self)
            }
            /// `1.0 / length()`; infinite for a zero vector.
            #[inline]
            pub fn length_recip(self) -> $t {
                1.0 / self.length()
            }
            /// The Euclidean distance between two points.
            #[inline]
            pub fn distance(self, rhs: Self) -> $t {
                (self - rhs).length()
            }
            /// The squared Euclidean distance between two points.
            #[inline]
            pub fn distance_squared(self, rhs: Self) -> $t {
                (self - rhs).length_squared()
            }
            /// `self` normalized to length 1.0. `self` must be non-zero and finite; otherwise
            /// the result is non-finite (glam asserts this only with its `glam-assert` feature).
            #[inline]
            pub fn normalize(self) -> Self {
                self * self.length_recip()
            }
            /// `self` normalized to length 1.0 if possible, else `None` (a zero, near-zero or
            /// non-finite input).
            #[inline]
            pub fn try_normalize(self) -> Option<Self> {
                let rcp = self.length_recip();
                if rcp.is_finite() && rcp > 0.0 { Some(self * rcp) } else { None }
            }
            /// `self` normalized to length 1.0 if possible, else `fallback`.
            #[inline]
            pub fn normalize_or(self, fallback: Self) -> Self {
                self.try_normalize().unwrap_or(fallback)
            }
            /// `self` normalized to length 1.0 if possible, else zero: a zero, near-zero or
            /// non-finite input gives zero.
            #[inline]
            pub fn normalize_or_zero(self) -> Self {
                self.normalize_or(Self::ZERO)
            }
            /// Whether `self` has length 1.0, to within 1e-4 of its square.
            #[inline]
            pub fn is_normalized(self) -> bool {
                (self.length_squared() - 1.0).abs() <= 2e-4
            }
            /// The linear interpolation between `self` (at `s` 0.0) and `rhs` (at 1.0).
            #[inline]
            pub fn lerp(self, rhs: Self, s: $t) -> Self {
                self * (1.0 - s) + rhs * s
            }
            /// The point halfway between `self` and `rhs`.
            #[inline]
            pub fn midpoint(self, rhs: Self) -> Self {
                (self + rhs) * 0.5
            }
            /// Whether every element of `self` is within `max_abs_diff` of `rhs`'s.
            #[inline]
            pub fn abs_diff_eq(self, rhs: Self, max_abs_diff: $t) -> bool {
                true $(&& (self.$f - rhs.$f).abs() <= max_abs_diff)+
            }
            /// The projection of `self` onto `rhs` (`rhs` non-zero).
            #[inline]
            pub fn project_onto(self, rhs: Self) -> Self {
                rhs * (self.dot(rhs) / rhs.dot(rhs))
            }
            /// The part of `self` perpendicular to `rhs` (`rhs` non-zero).
            #[inline]
            pub fn reject_from(self, rhs: Self) -> Self {
                self - self.project_onto(rhs)
            }
            /// `self` reflected off a surface of unit `normal`.
            #[inline]
            pub fn reflect(self, normal: Self) -> Self {
                self - normal * (2.0 * self.dot(normal))
            }
            /// `self` with its length at most `max`.
            #[inline]
            pub fn clamp_length_max(self, max: $t) -> Self {
                let l2 = self.length_squared();
                if l2 > max * max { self * (max / l2.sqrt()) } else { self }
            }
            $(
                /// `self` with one element replaced.
                #[inline]
                pub fn $with(mut self, v: $t) -> Self {
                    self.$f = v;
                    self
                }
            )+
            /// `self` moved towards `rhs` by at most `d` (never past it).
            #[inline]
            pub fn move_towards(self, rhs: Self, d: $t) -> Self {
                let a = rhs - self;
                let len = a.length();
                if len <= d || len <= 1e-4 { rhs } else { self + a / len * d }
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.debug_tuple(stringify!($name))$(.field(&self.$f))+.finish()
            }
        }
        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                let a = self.to_array();
                write!(f, "[")?;
                for (i, v) in a.iter().enumerate() {
                    if i > 0 {
                        write!(f, ", ")?;
                    }
                    fmt::Display::fmt(v, f)?;
                }
                write!(f, "]")
            }
        }

        impl Add for $name { type Output = Self; #[inline] fn add(self, r: Self) -> Self { Self { $($f: self.$f + r.$f),+ } } }
        impl Sub for $name { type Output = Self; #[inline] fn sub(self, r: Self) -> Self { Self { $($f: self.$f - r.$f),+ } } }
        impl Mul for $name { type Output = Self; #[inline] fn mul(self, r: Self) -> Self { Self { $($f: self.$f * r.$f),+ } } }
        impl Div for $name { type Output = Self; #[inline] fn div(self, r: Self) -> Self { Self { $($f: self.$f / r.$f),+ } } }
        impl Add<$t> for $name { type Output = Self; #[inline] fn add(self, r: $t) -> Self { Self { $($f: self.$f + r),+ } } }
        impl Sub<$t> for $name { type Output = Self; #[inline] fn sub(self, r: $t) -> Self { Self { $($f: self.$f - r),+ } } }
        impl Mul<$t> for $name { type Output = Self; #[inline] fn mul(self, r: $t) -> Self { Self { $($f: self.$f * r),+ } } }
        impl Div<$t> for $name { type Output = Self; #[inline] fn div(self, r: $t) -> Self { Self { $($f: self.$f / r),+ } } }
        impl Add<$name> for $t { type Output = $name; #[inline] fn add(self, r: $name) -> $name { $name { $($f: self + r.$f),+ } } }
        impl Sub<$name> for $t { type Output = $name; #[inline] fn sub(self, r: $name) -> $name { $name { $($f: self - r.$f),+ } } }
        impl Mul<$name> for $t { type Output = $name; #[inline] fn mul(self, r: $name) -> $name { $name { $($f: self * r.$f),+ } } }
        impl Div<$name> for $t { type Output = $name; #[inline] fn div(self, r: $name) -> $name { $name { $($f: self / r.$f),+ } } }
        impl Neg for $name { type Output = Self; #[inline] fn neg(self) -> Self { Self { $($f: -self.$f),+ } } }
        impl AddAssign for $name { #[inline] fn add_assign(&mut self, r: Self) { *self = *self + r; } }
        impl SubAssign for $name { #[inline] fn sub_assign(&mut self, r: Self) { *self = *self - r; } }
        impl MulAssign for $name { #[inline] fn mul_assign(&mut self, r: Self) { *self = *self * r; } }
        impl DivAssign for $name { #[inline] fn div_assign(&mut self, r: Self) { *self = *self / r; } }
        impl AddAssign<$t> for $name { #[inline] fn add_assign(&mut self, r: $t) { *self = *self + r; } }
        impl SubAssign<$t> for $name { #[inline] fn sub_assign(&mut self, r: $t) { *self = *self - r; } }
        impl MulAssign<$t> for $name { #[inline] fn mul_assign(&mut self, r: $t) { *self = *self * r; } }
        impl DivAssign<$t> for $name { #[inline] fn div_assign(&mut self, r: $t) { *self = *self / r; } }
        impl Index<usize> for $name {
            type Output = $t;
            fn index(&self, i: usize) -> &$t {
                let fields = [$(&self.$f),+];
                fields.get(i).copied().expect("index out of bounds")
            }
        }
        impl IndexMut<usize> for $name {
            fn index_mut(&mut self, i: usize) -> &mut $t {
                let fields = [$(&mut self.$f),+];
                fields.into_iter().nth(i).expect("index out of bounds")
            }
        }
        impl Sum for $name {
            fn sum<I: Iterator<Item = Self>>(iter: I) -> Self {
                iter.fold(Self::ZERO, Add::add)
            }
        }
        impl<'a> Sum<&'a $name> for $name {
            fn sum<I: Iterator<Item = &'a Self>>(iter: I) -> Self {
                iter.fold(Self::ZERO, |a, b| a + *b)
            }
        }
        impl From<[$t; $n]> for $name {
            fn from(a: [$t; $n]) -> Self {
                Self::from_array(a)
            }
        }
        impl From<$name> for [$t; $n] {
            fn from(v: $name) -> Self {
                v.to_array()
            }
        }
    };
}

vector!(DVec2, dvec2, f64, 2, [x / with_x, y / with_y], [X = DVec2::new(1.0, 0.0), NEG_X = DVec2::new(-1.0, 0.0), Y = DVec2::new(0.0, 1.0), NEG_Y = DVec2::new(0.0, -1.0)]);
vector!(DVec3, dvec3, f64, 3, [x / with_x, y / with_y, z / with_z], [X = DVec3::new(1.0, 0.0, 0.0), NEG_X = DVec3::new(-1.0, 0.0, 0.0), Y = DVec3::new(0.0, 1.0, 0.0), NEG_Y = DVec3::new(0.0, -1.0, 0.0), Z = DVec3::new(0.0, 0.0, 1.0), NEG_Z = DVec3::new(0.0, 0.0, -1.0)]);
vector!(DVec4, dvec4, f64, 4, [x / with_x, y / with_y, z / with_z, w / with_w], [X = DVec4::new(1.0, 0.0, 0.0, 0.0), NEG_X = DVec4::new(-1.0, 0.0, 0.0, 0.0), Y = DVec4::new(0.0, 1.0, 0.0, 0.0), NEG_Y = DVec4::new(0.0, -1.0, 0.0, 0.0), Z = DVec4::new(0.0, 0.0, 1.0, 0.0), NEG_Z = DVec4::new(0.0, 0.0, -1.0, 0.0), W = DVec4::new(0.0, 0.0, 0.0, 1.0), NEG_W = DVec4::new(0.0, 0.0, 0.0, -1.0)]);
vector!(Vec2, vec2, f32, 2, [x / with_x, y / with_y], [X = Vec2::new(1.0, 0.0), NEG_X = Vec2::new(-1.0, 0.0), Y = Vec2::new(0.0, 1.0), NEG_Y = Vec2::new(0.0, -1.0)]);
vector!(Vec3, vec3, f32, 3, [x / with_x, y / with_y, z / with_z], [X = Vec3::new(1.0, 0.0, 0.0), NEG_X = Vec3::new(-1.0, 0.0, 0.0), Y = Vec3::new(0.0, 1.0, 0.0), NEG_Y = Vec3::new(0.0, -1.0, 0.0), Z = Vec3::new(0.0, 0.0, 1.0), NEG_Z = Vec3::new(0.0, 0.0, -1.0)]);
vector!(Vec4, vec4, f32, 4, [x / with_x, y / with_y, z / with_z, w / with_w], [X = Vec4::new(1.0, 0.0, 0.0, 0.0), NEG_X = Vec4::new(-1.0, 0.0, 0.0, 0.0), Y = Vec4::new(0.0, 1.0, 0.0, 0.0), NEG_Y = Vec4::new(0.0, -1.0, 0.0, 0.0), Z = Vec4::new(0.0, 0.0, 1.0, 0.0), NEG_Z = Vec4::new(0.0, 0.0, -1.0, 0.0), W = Vec4::new(0.0, 0.0, 0.0, 1.0), NEG_W = Vec4::new(0.0, 0.0, 0.0, -1.0)]);

macro_rules! three_d {
    ($name:ident, $t:ty, $two:ident, $four:ident) => {
        impl $name {
            /// The cross product of `self` and `rhs`.
            #[inline]
            pub fn cross(self, rhs: Self) -> Self {
                Self::new(self.y * rhs.z - rhs.y * self.z, self.z * rhs.x - rhs.z * self.x, self.x * rhs.y - rhs.x * self.y)
            }
            /// A 4D vector from `self` and `w`.
            #[inline]
            pub fn extend(self, w: $t) -> $four {
                $four::new(self.x, self.y, self.z, w)
            }
            /// A 2D vector from `x` and `y`, dropping `z`.
            #[inline]
            pub fn truncate(self) -> $two {
                $two::new(self.x, self.y)
            }
            /// The angle (in radians) between `self` and `rhs`, in [0, π].
            #[inline]
            pub fn angle_between(self, rhs: Self) -> $t {
                let cos = self.dot(rhs) / (self.length_squared() * rhs.length_squared()).sqrt();
                cos.clamp(-1.0, 1.0).acos()
            }
            /// Some vector perpendicular to `self` (`self` non-zero).
            #[inline]
            pub fn any_orthogonal_vector(&self) -> Self {
                if self.x.abs() > self.y.abs() { Self::new(-self.z, 0.0, self.x) } else { Self::new(0.0, self.z, -self.y) }
            }
        }
        impl From<($t, $t, $t)> for $name {
            fn from((x, y, z): ($t, $t, $t)) -> Self {
                Self::new(x, y, z)
            }
        }
        impl From<($two, $t)> for $name {
            fn from((v, z): ($two, $t)) -> Self {
                Self::new(v.x, v.y, z)
            }
        }
    };
}
three_d!(DVec3, f64, DVec2, DVec4);
three_d!(Vec3, f32, Vec2, Vec4);

macro_rules! two_d {
    ($name:ident, $t:ty, $three:ident) => {
        impl $name {
            /// A 3D vector from `self` and `z`.
            #[inline]
            pub fn extend(self, z: $t) -> $three {
                $three::new(self.x, self.y, z)
            }
            /// `self` rotated by 90 degrees: `(-y, x)`.
            #[inline]
            pub fn perp(self) -> Self {
                Self::new(-self.y, self.x)
            }
            /// The perpendicular dot product: `x * rhs.y - y * rhs.x`.
            #[inline]
            pub fn perp_dot(self, rhs: Self) -> $t {
                self.x * rhs.y - self.y * rhs.x
            }
            /// The unit vector at `angle` radians from the x axis.
            #[inline]
            pub fn from_angle(angle: $t) -> Self {
                let (sin, cos) = angle.sin_cos();
                Self::new(cos, sin)
            }
            /// The angle (in radians) of `self` from the x axis, in [-π, π].
            #[inline]
            pub fn to_angle(self) -> $t {
                self.y.atan2(self.x)
            }
            /// The signed angle (in radians) from `self` to `rhs`, in [-π, π].
            #[inline]
            pub fn angle_to(self, rhs: Self) -> $t {
                self.perp_dot(rhs).atan2(self.dot(rhs))
            }
            /// `rhs` rotated by the angle of `self` (a unit vector from `from_angle`).
            #[inline]
            pub fn rotate(self, rhs: Self) -> Self {
                Self::new(self.x * rhs.x - self.y * rhs.y, self.y * rhs.x + self.x * rhs.y)
            }
        }
        impl From<($t, $t)> for $name {
            fn from((x, y): ($t, $t)) -> Self {
                Self::new(x, y)
            }
        }
    };
}
two_d!(DVec2, f64, DVec3);
two_d!(Vec2, f32, Vec3);

macro_rules! four_d {
    ($name:ident, $t:ty, $three:ident) => {
        impl $name {
            /// A 3D vector from `x`, `y` and `z`, dropping `w`.
            #[inline]
            pub fn truncate(self) -> $three {
                $three::new(self.x, self.y, self.z)
            }
        }
        impl From<($t, $t, $t, $t)> for $name {
            fn from((x, y, z, w): ($t, $t, $t, $t)) -> Self {
                Self::new(x, y, z, w)
            }
        }
    };
}
four_d!(DVec4, f64, DVec3);
four_d!(Vec4, f32, Vec3);

// The casts between precisions glam has.
impl DVec2 {
    /// `self` as an f32 vector.
    #[inline]
    pub fn as_vec2(&self) -> Vec2 {
        Vec2::new(self.x as f32, self.y as f32)
    }
}
impl DVec3 {
    /// `self` as an f32 vector.
    #[inline]
    pub fn as_vec3(&self) -> Vec3 {
        Vec3::new(self.x as f32, self.y as f32, self.z as f32)
    }
}
impl DVec4 {
    /// `self` as an f32 vector.
    #[inline]
    pub fn as_vec4(&self) -> Vec4 {
        Vec4::new(self.x as f32, self.y as f32, self.z as f32, self.w as f32)
    }
}
impl Vec2 {
    /// `self` as an f64 vector.
    #[inline]
    pub fn as_dvec2(&self) -> DVec2 {
        DVec2::new(f64::from(self.x), f64::from(self.y))
    }
}
impl Vec3 {
    /// `self` as an f64 vector.
    #[inline]
    pub fn as_dvec3(&self) -> DVec3 {
        DVec3::new(f64::from(self.x), f64::from(self.y), f64::from(self.z))
    }
}
impl Vec4 {
    /// `self` as an f64 vector.
    #[inline]
    pub fn as_dvec4(&self) -> DVec4 {
        DVec4::new(f64::from(self.x), f64::from(self.y), f64::from(self.z), f64::from(self.w))
    }
}
impl From<Vec3> for DVec3 {
    fn from(v: Vec3) -> Self {
        v.as_dvec3()
    }
}
impl From<Vec2> for DVec2 {
    fn from(v: Vec2) -> Self {
        v.as_dvec2()
    }
}
impl From<Vec4> for DVec4 {
    fn from(v: Vec4) -> Self {
        v.as_dvec4()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalize_or_zero_gives_zero_for_zero_and_non_finite() {
        assert_eq!(DVec3::ZERO.normalize_or_zero(), DVec3::ZERO);
        assert_eq!(DVec3::new(f64::INFINITY, 0.0, 0.0).normalize_or_zero(), DVec3::ZERO);
        assert!(DVec3::new(3.0, 0.0, 4.0).normalize_or_zero().abs_diff_eq(DVec3::new(0.6, 0.0, 0.8), 1e-12));
    }

    #[test]
    fn the_layout_is_the_fields_in_order() {
        assert_eq!(core::mem::size_of::<DVec3>(), 24);
        assert_eq!(core::mem::size_of::<DVec4>(), 32);
        assert_eq!(core::mem::size_of::<Vec4>(), 16);
        let v = DVec3::new(1.0, 2.0, 3.0);
        assert_eq!(v[2], 3.0);
        assert_eq!(<[f64; 3]>::from(v), [1.0, 2.0, 3.0]);
    }

    #[test]
    fn cross_follows_the_right_hand_rule() {
        assert_eq!(DVec3::X.cross(DVec3::Y), DVec3::Z);
        assert_eq!(2.0 * DVec3::ONE - DVec3::X, DVec3::new(1.0, 2.0, 2.0));
    }
}
