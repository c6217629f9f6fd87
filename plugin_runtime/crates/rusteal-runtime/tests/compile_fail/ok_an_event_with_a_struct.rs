//~ OK
pub struct FVector;
impl UeStruct for FVector {
    const NAME: &'static str = "Vector";
    fn static_struct() -> rusteal_runtime::ffi::UStructHandle { rusteal_runtime::ffi::UStructHandle::null() }
}
#[uclass(parent = Actor)]
pub struct Door {}
#[uclass_impl]
impl Door {
    #[ufunction(BlueprintImplementableEvent)]
    fn knocked(&self, strength: f32, at: &OwnedStruct<FVector>) {}
    #[ufunction(BlueprintCallable)]
    fn knock(&self) {
        self.knocked(1.0, &OwnedStruct::new());
    }
}
