//! Names at the edges, as Rusteal's games pass them: a `TArray<FName>` property takes
//! `&name.handle()`, an optional name parameter `Some(name.handle())` or `None`, a required one
//! the handle; our `FName` is accepted in the same places.

use bindings::prelude::*;
use rusteal_runtime::prelude::{uclass, uclass_impl};
use rusteal_runtime::runtime::{FName, RustealResult};

/// An actor that tags itself.
#[uclass(parent = Actor)]
pub struct Tagger {
    #[uproperty]
    marks: i32,
}

#[uclass_impl]
impl Tagger {
    /// Tags itself with `Rusteal` (by handle) and `Ours` (by name); answers how many tags it has
    /// and whether it has both, as tags * 10 + 1.
    #[ufunction(BlueprintCallable)]
    fn tag_twice(&mut self) -> RustealResult<i32> {
        let rusteal_style = FName::new("Rusteal");
        let ours = FName::try_new("Ours")?;
        self.tags().push(&rusteal_style.handle())?;
        self.tags().push(&ours)?;
        let both = self.actor_has_tag(rusteal_style.handle()) && self.actor_has_tag(ours);
        self.set_marks(self.marks() + 1);
        Ok(self.tags().len()? as i32 * 10 + i32::from(both))
    }

    /// Makes a noise as Rusteal's games do (an optional name as `Some(handle)`, an optional pawn as
    /// `None`), then with our name given outright; answers 1 when both calls were made.
    #[ufunction(BlueprintCallable)]
    fn shout(&self) -> i32 {
        let here = self.k2_get_actor_location();
        self.make_noise(Some(1.0), None, &here, Some(500.0), Some(FName::new("Shout").handle()));
        self.make_noise(None, None, &here, None, FName::new("Whisper"));
        self.make_noise(None, None, &here, None, None);
        1
    }
}
