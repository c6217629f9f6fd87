//! ThirdPersonGameMode: the game mode the template's Blueprint child sets up (default pawn
//! BP_ThirdPersonCharacter, player controller BP_ThirdPersonPlayerController).

use bindings::engine::GameModeBase;
use rusteal_runtime::uclass;

#[uclass(parent = GameModeBase)]
pub struct ThirdPersonGameMode {}
