//! CombatPlayerController: the Combat variant's `ACombatPlayerController`. What it shares with the
//! Third Person controller (the input mapping contexts, the touch controls) it is a
//! `ThirdPersonPlayerController` for, the properties its Blueprint child sets keeping their names;
//! its own part is the respawn: on "On Possess" (`ReceivePossess`, the C++ class's `OnPossess`) it
//! listens to the pawn's OnDestroyed, and when the pawn is destroyed (its character died, or fell
//! into the lava) it spawns a `CharacterClass` at `RespawnTransform`, which a character sets when
//! it is possessed and a checkpoint when the character enters it, and possesses it.
//!
//! It hears the pawn's end as Rusteal's does, by a closure that looks the controller up again; the
//! possession the respawn makes tells it `ReceivePossess` while that closure runs, which an
//! object's Rust view allows (docs/runtime.md).

use bindings::engine::{Actor, ControllerExt, Pawn, PlayerController};
use bindings::prelude::*;
use rusteal_runtime::runtime::{LOG_WARNING, OwnedStruct, RustealResult, SubclassOf, UObjectRef, ulog};
use rusteal_runtime::{uclass, uclass_impl};

use super::character::CombatCharacter;
use crate::player_controller::ThirdPersonPlayerController;

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
        let controller: UObjectRef<PlayerController> = self.self_ref().upcast_to();
        let watched = possessed_pawn.checked().and_then(|pawn| {
            pawn.on_destroyed().add(move |destroyed_actor| {
                if let Ok(mut me) = CombatPlayerController::from_obj(controller) {
                    me.on_pawn_destroyed(destroyed_actor);
                }
            })
        });
        match watched {
            // Kept for as long as the pawn lives, as the C++ binding is.
            Ok(binding) => binding.detach(),
            Err(e) => ulog!(LOG_WARNING, "[Combat] cannot watch the possessed pawn: {e}"),
        }
    }
}

impl CombatPlayerController {
    /// The possessed pawn was destroyed: a new character at the respawn transform.
    fn on_pawn_destroyed(&mut self, _destroyed_actor: UObjectRef<Actor>) {
        if let Err(e) = self.respawn() {
            ulog!(LOG_WARNING, "[Combat] the respawn failed: {e}");
        }
    }

    fn respawn(&mut self) -> RustealResult<()> {
        let me: UObjectRef<PlayerController> = self.self_ref().upcast_to();
        let world = me.get_world()?;
        let character = world.spawn_actor_of_class(self.character_class(), &self.respawn_transform())?;
        me.checked()?.possess(character.upcast_to());
        Ok(())
    }
}
