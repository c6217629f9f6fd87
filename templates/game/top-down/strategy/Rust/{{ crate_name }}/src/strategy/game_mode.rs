//! StrategyGameMode: the Strategy variant's `AStrategyGameMode`. The C++ class sets nothing; its
//! Blueprint child (BP_StrategyGameMode) names the camera pawn, the player controller and the HUD.

use bindings::engine::GameModeBase;
use rusteal_runtime::uclass;

#[uclass(parent = GameModeBase)]
pub struct StrategyGameMode {}
