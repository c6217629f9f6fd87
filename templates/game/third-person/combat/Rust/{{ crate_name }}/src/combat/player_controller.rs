//! CombatPlayerController: the Combat variant's `ACombatPlayerController`. What it shares with the
//! Third Person controller (the input mapping contexts, the touch controls) it is a
//! `ThirdPersonPlayerController` for, the properties its Blueprint child sets keeping their names;
//! its own part is the respawn: on "On Possess" (`ReceivePossess`, the C++ class's `OnPossess`) it
//! listens to the pawn's OnDestroyed, and when the pawn is destroyed (its character died, or fell
//! into the lava) it spawns a `CharacterClass` at `RespawnTransform`, which a character sets when
//! it is possessed and a checkpoint when the character enters it, and possesses it.
//!
//! It keeps no Rust fields, so the possession it makes from `OnPawnDestroyed` may tell it
//! `ReceivePossess` while that call runs (docs/runtime.md).

use bindings::engine::{Actor, ControllerExt, Pawn, PlayerController};
use bindings::prelude::*;
use rusteal_runtime::runtime::{LOG_WARNING, OwnedStruct, RustealResult, SubclassOf, UObjectRef, ulog};
use rusteal_runtime::{uclass, uclass_impl};

use super::character::CombatCharacter;
use crate::player_controller::ThirdPersonPlayerController;

/// The function the pawn's OnDestroyed is bound to.
const ON_PAWN_DESTROYED: &str = "OnPawnDestroyed";

#[uclass(parent = ThirdPersonPlayerController)]
pub struct CombatPlayerController {
    /// The character to spawn when the possessed one is destroyed.
    #[uproperty(EditAnywhere, category = "Respawn")]
    character_class: SubclassOf<CombatCharacter>,

    /// Where the next character spawns: the last checkpoint.
    #[uproperty(Transient)]
    respawn_transform: OwnedStruct<FTransform>,
}

#[uclass_impl]
impl CombatPlayerController {
    /// Watches the new pawn for its destruction.
    #[ufunction(Override)]
    fn receive_possess(&mut self, possessed_pawn: UObjectRef<Pawn>) {
        let watched = possessed_pawn
            .checked()
            .and_then(|pawn| pawn.on_destroyed().add_ufunction(&self.self_ref(), ON_PAWN_DESTROYED));
        if let Err(e) = watched {
            ulog!(LOG_WARNING, "[Combat] cannot watch the possessed pawn: {e}");
        }
    }

    /// The possessed pawn was destroyed: a new character at the respawn transform.
    #[ufunction]
    fn on_pawn_destroyed(&mut self, _destroyed_actor: UObjectRef<Actor>) {
        if let Err(e) = self.respawn() {
            ulog!(LOG_WARNING, "[Combat] the respawn failed: {e}");
        }
    }
}

impl CombatPlayerController {
    fn respawn(&mut self) -> RustealResult<()> {
        let me: UObjectRef<PlayerController> = self.self_ref().upcast_to();
        let world = me.get_world()?;
        let character = world.spawn_actor_of_class(self.character_class(), &self.respawn_transform())?;
        me.checked()?.possess(character.upcast_to());
        Ok(())
    }
}
