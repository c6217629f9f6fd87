//~ ERROR #[component] `attach = "the hinge"` is not a field name: name a #[component] field of Door or an inherited component's property (`root_component`)
//~ AT frame
#[uclass(parent = Actor)]
pub struct Door {
    #[component(attach = "the hinge")]
    frame: UObjectRef<Actor>,
}
