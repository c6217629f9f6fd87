//~ ERROR #[ufunction] takes at most one of BlueprintPure, Override, BlueprintImplementableEvent
//~ AT Override
#[uclass(parent = Actor)]
pub struct Door {}
#[uclass_impl]
impl Door {
    #[ufunction(BlueprintPure, Override)]
    fn f(&self) {}
}
