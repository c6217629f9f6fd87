//! TopDownGameMode: the game mode the template's Blueprint child sets up (default pawn
//! BP_TopDownCharacter, player controller BP_TopDownController).

use bindings::engine::GameModeBase;
use rusteal_runtime::uclass;

#[uclass(parent = GameModeBase)]
pub struct TopDownGameMode {}
