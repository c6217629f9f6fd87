//! FirstPersonGameMode: the game mode the template's Blueprint child sets up (default pawn
//! BP_FirstPersonCharacter, player controller BP_FirstPersonPlayerController).

use bindings::engine::GameModeBase;
use rusteal_runtime::uclass;

#[uclass(parent = GameModeBase)]
pub struct FirstPersonGameMode {}
