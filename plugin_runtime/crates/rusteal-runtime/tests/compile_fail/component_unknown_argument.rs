//~ ERROR unknown #[component] argument `rooot`; accepted: root, attach = ..., socket = ..., name = ...
//~ AT rooot
#[uclass(parent = Actor)]
pub struct Door {
    #[component(rooot)]
    frame: UObjectRef<Actor>,
}
