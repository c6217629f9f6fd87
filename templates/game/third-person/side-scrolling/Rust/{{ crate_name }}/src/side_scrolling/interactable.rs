//! What the C++ variant's `ISideScrollingInteractable` interface is: the actors the character can
//! interact with. Only Rust classes implement it (the NPC and the moving platform), so it is a Rust
//! trait, and `interact` finds which of them an actor is.

use bindings::engine::Actor;
use rusteal_runtime::runtime::UObjectRef;

use super::moving_platform::SideScrollingMovingPlatform;
use super::npc::SideScrollingNPC;

/// An actor that does something when another actor interacts with it.
pub trait Interactable {
    /// `Interaction`: `interactor` interacts with this actor.
    fn interaction(&mut self, interactor: UObjectRef<Actor>);
}

/// `Cast<ISideScrollingInteractable>(Target)->Interaction(Interactor)`: false when `target` is not
/// interactable.
pub fn interact(target: UObjectRef<Actor>, interactor: UObjectRef<Actor>) -> bool {
    if let Ok(mut npc) = SideScrollingNPC::from_obj(target) {
        npc.interaction(interactor);
    } else if let Ok(mut platform) = SideScrollingMovingPlatform::from_obj(target) {
        platform.interaction(interactor);
    } else {
        return false;
    }
    true
}
