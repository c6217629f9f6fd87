//! PlatformingPlayerController: the Platforming variant's `APlatformingPlayerController`. What it
//! shares with the Third Person controller (the input mapping contexts, the touch controls) it is
//! a `ThirdPersonPlayerController` for, the properties its Blueprint child sets keeping their
//! names; its own part is the respawn: on "On Possess" (`ReceivePossess`, the C++ class's
//! `OnPossess`) it listens to the pawn's OnDestroyed, and when the pawn is destroyed (it fell off
//! the level) it spawns a `CharacterClass` at the first PlayerStart and possesses it.
//!
//! It keeps no Rust fields, so the possession it makes from `OnPawnDestroyed` may tell it
//! `ReceivePossess` while that call runs (docs/runtime.md).

use bindings::engine::{Actor, ActorExt, ControllerExt, GameplayStatics, Pawn, PlayerController, PlayerStart};
use bindings::prelude::*;
use rusteal_runtime::runtime::{LOG_WARNING, RustealResult, SubclassOf, UObjectRef, ulog};
use rusteal_runtime::{uclass, uclass_impl};

use super::character::PlatformingCharacter;
use crate::player_controller::ThirdPersonPlayerController;

/// The function the pawn's OnDestroyed is bound to.
const ON_PAWN_DESTROYED: &str = "OnPawnDestroyed";

#[uclass(parent = ThirdPersonPlayerController)]
pub struct PlatformingPlayerController {
    /// The character to spawn when the possessed one is destroyed.
    #[uproperty(EditAnywhere, category = "Respawn")]
    character_class: SubclassOf<PlatformingCharacter>,
}

#[uclass_impl]
impl PlatformingPlayerController {
    /// Watches the new pawn for its destruction.
    #[ufunction(Override)]
    fn receive_possess(&mut self, possessed_pawn: UObjectRef<Pawn>) {
        let watched = possessed_pawn
            .checked()
            .and_then(|pawn| pawn.on_destroyed().add_ufunction(&self.self_ref(), ON_PAWN_DESTROYED));
        if let Err(e) = watched {
            ulog!(LOG_WARNING, "[Platforming] cannot watch the possessed pawn: {e}");
        }
    }

    /// The possessed pawn was destroyed: a new character at the first PlayerStart.
    #[ufunction]
    fn on_pawn_destroyed(&mut self, _destroyed_actor: UObjectRef<Actor>) {
        if let Err(e) = self.respawn() {
            ulog!(LOG_WARNING, "[Platforming] the respawn failed: {e}");
        }
    }
}

impl PlatformingPlayerController {
    fn respawn(&mut self) -> RustealResult<()> {
        let me: UObjectRef<PlayerController> = self.self_ref().upcast_to();
        let starts = GameplayStatics::get_all_actors_of_class(me.upcast_to(), SubclassOf::<PlayerStart>::base().upcast_to());
        let Some(start) = starts.first() else {
            return Ok(());
        };
        let at = start.checked()?.get_transform();
        let world = me.get_world()?;
        let character = world.spawn_actor_of_class(self.character_class(), &at)?;
        me.checked()?.possess(character.upcast_to());
        Ok(())
    }
}
