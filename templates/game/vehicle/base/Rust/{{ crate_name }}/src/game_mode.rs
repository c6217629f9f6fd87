//! VehicleAdvGameMode: Unreal's `ATP_VehicleAdvGameMode`. Its Blueprint child sets the default
//! pawn (the sports car's Blueprint); the player controller is the template's.

use bindings::engine::{GameModeBase, GameModeBaseExt, PlayerController};
use rusteal_runtime::runtime::{RustealResult, SubclassOf};
use rusteal_runtime::{uclass, uclass_impl};

use crate::player_controller::VehicleAdvPlayerController;

#[uclass(parent = GameModeBase)]
pub struct VehicleAdvGameMode {}

#[uclass_impl]
impl VehicleAdvGameMode {
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        self.as_ref()
            .checked()?
            .set_player_controller_class(SubclassOf::<PlayerController>::of::<VehicleAdvPlayerController>());
        Ok(())
    }
}
