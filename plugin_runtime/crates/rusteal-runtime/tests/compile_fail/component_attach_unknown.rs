//~ ERROR #[component] `attach = "hinge"` names no #[component] field of Door; components: frame
//~ AT frame
#[uclass(parent = Actor)]
pub struct Door {
    #[component(attach = "hinge")]
    frame: UObjectRef<Actor>,
}
