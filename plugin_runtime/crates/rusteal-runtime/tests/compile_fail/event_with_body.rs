//~ ERROR a BlueprintImplementableEvent's body must be empty
//~ AT {
#[uclass(parent = Actor)]
pub struct Door {}
#[uclass_impl]
impl Door {
    #[ufunction(BlueprintImplementableEvent)]
    fn on_knock(&self) { let _ = 1; }
}
