//~ ERROR this type cannot be a #[ufunction] parameter; accepted: bool, i32
//~ AT String
#[uclass(parent = Actor)]
pub struct Door {}
#[uclass_impl]
impl Door {
    #[ufunction]
    fn greet(&self, who: String) {}
}
