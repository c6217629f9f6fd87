//~ ERROR the trait bound `NotAClass: rusteal_runtime::prelude::UeClass` is not satisfied
//~ AT NotAClass
pub struct NotAClass;
#[uclass(parent = NotAClass)]
pub struct Door {}
