//! `FLinearColor` and `FColor` with their native layouts, and the sRGB conversions between them
//! (Unreal's `FLinearColor(FColor)` and `ToFColor(true)`).

use super::NativeLayout;

/// `FLinearColor`: linear RGBA floats.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct LinearColor {
    pub r: f32,
    pub g: f32,
    pub b: f32,
    pub a: f32,
}

/// `FColor`: 8-bit sRGB, stored B, G, R, A.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Color {
    pub b: u8,
    pub g: u8,
    pub r: u8,
    pub a: u8,
}

impl Color {
    pub const fn rgba(r: u8, g: u8, b: u8, a: u8) -> Self {
        Self { b, g, r, a }
    }
}

fn srgb_to_linear(c: u8) -> f32 {
    let c = c as f32 / 255.0;
    if c <= 0.04045 { c / 12.92 } else { ((c + 0.055) / 1.055).powf(2.4) }
}

fn linear_to_srgb(c: f32) -> u8 {
    let c = c.clamp(0.0, 1.0);
    let s = if c <= 0.003_130_8 { c * 12.92 } else { 1.055 * c.powf(1.0 / 2.4) - 0.055 };
    (s * 255.999).floor() as u8
}

impl LinearColor {
    pub const WHITE: Self = Self::new(1.0, 1.0, 1.0, 1.0);
    pub const GRAY: Self = Self::new(0.5, 0.5, 0.5, 1.0);
    pub const BLACK: Self = Self::new(0.0, 0.0, 0.0, 1.0);
    pub const TRANSPARENT: Self = Self::new(0.0, 0.0, 0.0, 0.0);
    pub const RED: Self = Self::new(1.0, 0.0, 0.0, 1.0);
    pub const GREEN: Self = Self::new(0.0, 1.0, 0.0, 1.0);
    pub const BLUE: Self = Self::new(0.0, 0.0, 1.0, 1.0);
    pub const YELLOW: Self = Self::new(1.0, 1.0, 0.0, 1.0);
    pub const fn new(r: f32, g: f32, b: f32, a: f32) -> Self {
        Self { r, g, b, a }
    }
    /// The sRGB color of this linear one (`ToFColor(true)`).
    pub fn to_color_srgb(self) -> Color {
        Color::rgba(
            linear_to_srgb(self.r),
            linear_to_srgb(self.g),
            linear_to_srgb(self.b),
            (self.a.clamp(0.0, 1.0) * 255.999).floor() as u8,
        )
    }
    pub fn lerp(self, o: Self, t: f32) -> Self {
        Self::new(
            self.r + (o.r - self.r) * t,
            self.g + (o.g - self.g) * t,
            self.b + (o.b - self.b) * t,
            self.a + (o.a - self.a) * t,
        )
    }
    /// As `[r, g, b, a]`.
    pub fn to_array(self) -> [f32; 4] {
        [self.r, self.g, self.b, self.a]
    }
    pub fn from_array(v: [f32; 4]) -> Self {
        Self::new(v[0], v[1], v[2], v[3])
    }
}

impl From<Color> for LinearColor {
    /// sRGB to linear, alpha linear (`FLinearColor(FColor)`).
    fn from(c: Color) -> Self {
        Self::new(srgb_to_linear(c.r), srgb_to_linear(c.g), srgb_to_linear(c.b), c.a as f32 / 255.0)
    }
}

// SAFETY: each is repr(C) with the engine struct's fields, sizes and alignment (asserted in
// math.rs).
unsafe impl NativeLayout for LinearColor {
    const UE_NAME: &'static str = "LinearColor";
}
// SAFETY: as above.
unsafe impl NativeLayout for Color {
    const UE_NAME: &'static str = "Color";
}
