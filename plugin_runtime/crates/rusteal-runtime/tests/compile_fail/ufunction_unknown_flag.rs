//~ ERROR unknown #[ufunction] argument `BlueprintCalable`; accepted: BlueprintCallable, BlueprintPure
//~ AT BlueprintCalable
#[uclass(parent = Actor)]
pub struct Door {}
#[uclass_impl]
impl Door {
    #[ufunction(BlueprintCalable)]
    fn f(&self) {}
}
