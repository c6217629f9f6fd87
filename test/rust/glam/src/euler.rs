//! glam's `EulerRot`: the order in which `DQuat::from_euler` composes three rotations.

/// The axis order of three Euler angles. Each of these is intrinsic: `ZYX` rotates about Z by the
/// first angle, then about the rotated Y by the second, then about the twice-rotated X by the
/// third, which is the quaternion `Rz(a) * Ry(b) * Rx(c)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum EulerRot {
    /// Intrinsic three-axis rotation ZYX.
    ZYX,
    /// Intrinsic three-axis rotation ZXY.
    ZXY,
    /// Intrinsic three-axis rotation YXZ.
    #[default]
    YXZ,
    /// Intrinsic three-axis rotation YZX.
    YZX,
    /// Intrinsic three-axis rotation XYZ.
    XYZ,
    /// Intrinsic three-axis rotation XZY.
    XZY,
}
