//! The Combat variant's trigger volumes: `ACombatActivationVolume`, which activates its
//! `ActorsToActivate` (the spawners waiting for the player) when a player's character enters it,
//! and `ACombatCheckpointVolume`, which makes a combat character's combat player controller respawn
//! its next character where the character entered. Both are a 10 m box overlapping dynamic objects;
//! the C++ constructors bind the box's begin overlap to `OnOverlap`, here `BeginPlay` does, the
//! bound function being the same UFUNCTION.

use bindings::engine::{Actor, BoxComponent, BoxComponentExt, Character, FHitResult, PawnExt, PrimitiveComponent, PrimitiveComponentExt};
use bindings::prelude::*;
use rusteal_runtime::prelude::Vector;
use rusteal_runtime::runtime::{FName, LOG_WARNING, RustealResult, UObjectRef, UStructRef, ulog};
use rusteal_runtime::{uclass, uclass_impl};

use super::character::CombatCharacter;
use super::interfaces;
use super::model;
use super::player_controller::CombatPlayerController;

/// The function the boxes' overlaps are bound to.
const ON_OVERLAP: &str = "OnOverlap";

/// What both volumes' constructors set on the box.
fn configure_box(volume: UObjectRef<BoxComponent>) -> RustealResult<()> {
    let volume = volume.checked()?;
    volume.set_box_extent(&FVector::from_dvec3(Vector::splat(model::VOLUME_EXTENT)), Some(true));
    volume.set_collision_profile_name(FName::new("OverlapAllDynamic").handle(), Some(true));
    Ok(())
}

/// The box's begin overlap bound to the volume's `OnOverlap`.
fn watch_overlaps(volume: UObjectRef<Actor>, r#box: RustealResult<UObjectRef<BoxComponent>>) {
    if let Err(e) = r#box.and_then(|b| b.checked()?.on_component_begin_overlap().add_ufunction(&volume, ON_OVERLAP)) {
        ulog!(LOG_WARNING, "[Combat] a volume cannot watch its box: {e}");
    }
}

#[uclass(parent = Actor)]
pub struct CombatActivationVolume {
    /// The volume.
    #[component(root, name = "Box")]
    r#box: BoxComponent,

    /// What to activate when a player's character enters.
    #[uproperty(EditAnywhere, category = "Activation Volume")]
    actors_to_activate: UeArray<UObjectRef<Actor>>,
}

#[uclass_impl]
impl CombatActivationVolume {
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        configure_box(self.r#box()?)
    }

    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        watch_overlaps(self.self_ref().upcast_to(), self.r#box());
    }

    /// Something entered the box: a player's character activates what can be activated.
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
        let Ok(character) = other_actor.cast::<Character>() else {
            return;
        };
        if !character.checked().is_ok_and(|c| c.is_player_controlled()) {
            return;
        }
        let Ok(actors) = self.actors_to_activate().to_vec() else {
            return;
        };
        for actor in actors {
            if let Some(mut activatable) = interfaces::activatable(actor) {
                activatable.activate_interaction(character.upcast_to());
            }
        }
    }
}

#[uclass(parent = Actor)]
pub struct CombatCheckpointVolume {
    /// The volume.
    #[component(root, name = "Box")]
    r#box: BoxComponent,
}

#[uclass_impl]
impl CombatCheckpointVolume {
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        configure_box(self.r#box()?)
    }

    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        watch_overlaps(self.self_ref().upcast_to(), self.r#box());
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
