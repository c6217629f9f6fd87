//! Struct values as Rusteal's games use them: a `#[ustruct]`'s fields set through `&self` (the
//! struct is a handle to its memory), a struct property set from a reference (`set_palette(&p)`).

use bindings::prelude::*;
use rusteal_runtime::prelude::{uclass, uclass_impl, ustruct};
use rusteal_runtime::runtime::{OwnedStruct, RustealResult, UStructRef, UeArray};

#[ustruct]
pub struct Palette {
    #[uproperty(BlueprintReadWrite)]
    hue: f32,
    #[uproperty(BlueprintReadWrite)]
    shades: i32,
    /// An array field, a live view in Rusteal's form (`steps().push(&x)?`).
    #[uproperty(BlueprintReadWrite)]
    steps: UeArray<i32>,
}

/// A copy of a borrowed palette, as Rusteal's games keep a struct they were passed.
pub fn keep(palette: UStructRef<Palette>) -> OwnedStruct<Palette> {
    palette.to_owned()
}

/// An actor with a palette.
#[uclass(parent = Actor)]
pub struct Painter {
    #[uproperty(BlueprintReadWrite)]
    palette: OwnedStruct<Palette>,
}

#[uclass_impl]
impl Painter {
    /// Makes a palette of `shades` shades (bound immutably, as a handle) with two steps, sets it by
    /// reference and then by value; answers the shades it reads back * 10 + the hue + the steps
    /// * 100.
    #[ufunction(BlueprintCallable)]
    fn repaint(&self, shades: i32) -> RustealResult<f32> {
        let palette = OwnedStruct::<Palette>::try_new()?;
        palette.set_hue(0.5);
        palette.set_shades(shades);
        palette.steps().push(&1)?;
        palette.steps().push(&2)?;
        self.set_palette(&palette);
        let first = self.palette().shades();
        palette.set_shades(first + 1);
        self.try_set_palette(palette)?;
        let now = self.palette();
        let steps = now.steps().len()? as f32;
        Ok((now.shades() * 10) as f32 + now.hue() + steps * 100.0)
    }
}
