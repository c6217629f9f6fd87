//~ OK
#[uclass(parent = Actor)]
pub struct Door {
    #[uproperty(BlueprintReadWrite, default = 1.0)]
    speed: f32,
    #[component(root)]
    frame: UObjectRef<Actor>,
    timer: f32,
}
#[uclass_impl]
impl Door {
    #[ufunction(BlueprintCallable)]
    fn open(&mut self, by: f32) -> RustealResult<bool> {
        self.set_timer(by);
        Ok(true)
    }
}
