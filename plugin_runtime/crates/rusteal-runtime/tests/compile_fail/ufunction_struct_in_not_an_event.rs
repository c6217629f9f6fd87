//~ ERROR `&OwnedStruct<T>` passes a struct to a BlueprintImplementableEvent; a function the engine calls takes `UStructRef<T>`
//~ AT &OwnedStruct<FVector>
pub struct FVector;
impl UeStruct for FVector {
    const NAME: &'static str = "Vector";
    fn static_struct() -> rusteal_runtime::ffi::UStructHandle { rusteal_runtime::ffi::UStructHandle::null() }
}
#[uclass(parent = Actor)]
pub struct Door {}
#[uclass_impl]
impl Door {
    #[ufunction(BlueprintCallable)]
    fn knock(&self, at: &OwnedStruct<FVector>) {}
}
