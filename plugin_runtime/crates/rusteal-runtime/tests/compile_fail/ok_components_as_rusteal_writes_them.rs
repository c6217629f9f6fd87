//~ OK
// Components written as their class, as Rusteal writes them, one attached to the parent's root
// component (an inherited component, by its property).
#[uclass(parent = Actor)]
pub struct Lamp {
    #[component(attach = "root_component")]
    stand: Actor,
    #[component(attach = "stand", socket = "Top")]
    bulb: Actor,
}
