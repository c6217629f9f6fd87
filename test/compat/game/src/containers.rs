//! Containers as Rusteal's games use them: `len()?` and `is_empty()?` (the owner may be gone),
//! `for tag in &array` giving each element as a `RustealResult`, `bulk_iter()?` for a copy.

use bindings::prelude::*;
use glam::{DQuat, DVec3};
use rusteal_runtime::prelude::{uclass, uclass_impl};
use rusteal_runtime::runtime::math::Transform;
use rusteal_runtime::runtime::{FName, RustealResult, UObjectRef, UeArray};

/// An actor that counts its tags in every way Rusteal's games do.
#[uclass(parent = Actor)]
pub struct Counter {
    #[uproperty]
    seen: i32,
    /// Written with the `UeArray` the file imports, as Rusteal's games write it.
    #[uproperty]
    scores: UeArray<i32>,
}

#[uclass_impl]
impl Counter {
    /// Adds `n` numbered tags; answers len * 1000 + elements iterated * 100 + elements copied * 10
    /// + 1 when it was empty before.
    #[ufunction(BlueprintCallable)]
    fn count_tags(&mut self, n: i32) -> RustealResult<i32> {
        let tags = self.tags();
        let was_empty = tags.is_empty()?;
        for i in 0..n {
            tags.push(&FName::try_new(&format!("Tag{i}"))?)?;
        }
        let mut iterated = 0;
        for tag in &tags {
            if !tag?.is_none() {
                iterated += 1;
            }
        }
        let copied = tags.bulk_iter()?.filter(|t| !t.is_none()).count() as i32;
        self.set_seen(iterated);
        Ok(tags.len()? as i32 * 1000 + iterated * 100 + copied * 10 + i32::from(was_empty))
    }

    /// Pushes `n` scores and reads them back as Rusteal's games do; answers their sum.
    #[ufunction(BlueprintCallable)]
    fn score(&mut self, n: i32) -> RustealResult<i32> {
        for i in 1..=n {
            self.scores().push(&i)?;
        }
        let mut sum = 0;
        for s in &self.scores() {
            sum += s?;
        }
        Ok(sum)
    }

    /// Spawns a counter through the world as a reference, as Rusteal's older example does
    /// (`get_world_raw`, a `Transform::new` of glam's parts, then `spawn_actor` and
    /// `get_all_actors_of_class` on a `UObjectRef<World>`);
    /// answers how many counters there are then.
    #[ufunction(BlueprintCallable)]
    fn spawn_another(&self) -> RustealResult<i32> {
        let me = self.as_ref().checked()?;
        let world: UObjectRef<World> = UObjectRef::from_raw(rusteal_runtime::runtime::world::get_world_raw(me.raw())?);
        let at = FTransform::from_transform(Transform::new(DQuat::IDENTITY, DVec3::new(0.0, 0.0, 100.0), DVec3::ONE));
        world.spawn_actor::<Counter>(&at)?;
        Ok(world.get_all_actors_of_class::<Counter>()?.len() as i32)
    }
}
