//! A second class named `Door`, in another module: its type id differs.

use crate::engine::Actor;
use rusteal_runtime::prelude::*;

#[uclass(parent = Actor)]
pub struct Door {
    #[uproperty(BlueprintReadWrite)]
    width: f32,
}
