//~ ERROR #[component] `socket` needs `attach = "field"`
//~ AT socket
#[uclass(parent = Actor)]
pub struct Door {
    #[component(socket = "Hinge")]
    frame: UObjectRef<Actor>,
}
