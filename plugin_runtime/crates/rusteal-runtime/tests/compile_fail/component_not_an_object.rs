//~ ERROR `f32` is not an engine class
//~ AT f32
#[uclass(parent = Actor)]
pub struct Door {
    #[component(root)]
    frame: f32,
}
