//! CombatCheckpointVolume: the Combat variant's `ACombatCheckpointVolume`, a box that, when a
//! combat character controlled by a combat player controller enters it, makes that controller
//! respawn its next character where the character entered. The C++ constructor binds the box's
//! begin overlap to `OnOverlap`; here `BeginPlay` does, the bound function being the same UFUNCTION.

use bindings::engine::{Actor, BoxComponent, BoxComponentExt, FHitResult, PawnExt, PrimitiveComponent, PrimitiveComponentExt};
use bindings::prelude::*;
use rusteal_runtime::prelude::Vector;
use rusteal_runtime::runtime::{FName, LOG_WARNING, RustealResult, UObjectRef, UStructRef, ulog};
use rusteal_runtime::{uclass, uclass_impl};

use super::character::CombatCharacter;
use super::model;
use super::player_controller::CombatPlayerController;

/// The function the box's overlaps are bound to.
const ON_OVERLAP: &str = "OnOverlap";

#[uclass(parent = Actor)]
pub struct CombatCheckpointVolume {
    /// The volume.
    #[component(root, name = "Box")]
    r#box: BoxComponent,
}

#[uclass_impl]
impl CombatCheckpointVolume {
    /// A 10 m box that overlaps dynamic objects.
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        let volume = self.r#box()?.checked()?;
        volume.set_box_extent(&FVector::from_dvec3(Vector::splat(model::VOLUME_EXTENT)), Some(true));
        volume.set_collision_profile_name(FName::new("OverlapAllDynamic").handle(), Some(true));
        Ok(())
    }

    /// Watches the box's overlaps.
    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        let me = self.self_ref();
        if let Err(e) = self.r#box().and_then(|b| b.checked()?.on_component_begin_overlap().add_ufunction(&me, ON_OVERLAP)) {
            ulog!(LOG_WARNING, "[Combat] the checkpoint cannot watch its box: {e}");
        }
    }

    /// Something entered the box: a combat character's combat player controller respawns here.
    #[ufunction]
    fn on_overlap(
        &mut self,
        _overlapped_component: UObjectRef<PrimitiveComponent>,
        other_actor: UObjectRef<Actor>,
        _other_comp: UObjectRef<PrimitiveComponent>,
        _other_body_index: i32,
        _b_from_sweep: bool,
        _sweep_result: UStructRef<FHitResult>,
    ) {
        let Ok(character) = CombatCharacter::from_obj(other_actor) else {
            return;
        };
        let Ok(pawn) = character.as_ref().checked() else {
            return;
        };
        if let Ok(controller) = CombatPlayerController::from_obj(pawn.get_controller()) {
            controller.set_respawn_transform(pawn.get_transform());
        }
    }
}
