//~ ERROR a #[component] field is a UObjectRef<ComponentClass>
//~ AT f32
#[uclass(parent = Actor)]
pub struct Door {
    #[component(root)]
    frame: f32,
}
