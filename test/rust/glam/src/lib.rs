//! The part of glam 0.33's public API rusteal uses (README.md): vectors and quaternions with
//! glam's names, layouts and documented behaviour. A test stand-in; users build against glam.

mod euler;
mod quat;
mod vec;

pub use euler::EulerRot;
pub use quat::{DQuat, dquat};
pub use vec::{DVec2, DVec3, DVec4, Vec2, Vec3, Vec4, dvec2, dvec3, dvec4, vec2, vec3, vec4};
