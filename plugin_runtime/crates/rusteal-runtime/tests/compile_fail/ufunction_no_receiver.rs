//~ ERROR a #[ufunction] takes `&self` or `&mut self` first
//~ AT make
#[uclass(parent = Actor)]
pub struct Door {}
#[uclass_impl]
impl Door {
    #[ufunction]
    fn make() {}
}
