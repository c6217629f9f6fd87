//! What the characters' and the enemies' melee share: the sweep, `SphereTraceMultiForObjects` for
//! the object types of some collision channels, not against complex collision, drawing nothing, the
//! sweeping actor left out (what the C++ classes' `SweepMultiByObjectType` with their own actor
//! ignored does); a hit's push on a character; and how a character that survived a hit shows it.

use bindings::engine::{
    ActorComponentExt, Actor, Character, CharacterExt, CharacterMovementComponentExt, ECollisionChannel, EDrawDebugTrace,
    EObjectTypeQuery, FHitResult, FHitResultExt, KismetSystemLibrary, PrimitiveComponentExt, SceneComponentExt,
};
use bindings::prelude::*;
use rusteal_runtime::prelude::Vector;
use rusteal_runtime::runtime::{FName, OwnedStruct, UObjectRef};

use super::life_bar::CombatLifeBar;
use super::model;

/// The actors a sphere of `radius` swept from `start` to `end` by `sweeper` meets among the object
/// types of `channels`, each with its hit (an actor once per component met), in order along the sweep.
pub fn sphere_sweep(
    sweeper: UObjectRef<Actor>,
    start: Vector,
    end: Vector,
    radius: f32,
    channels: &[ECollisionChannel],
) -> Vec<(UObjectRef<Actor>, OwnedStruct<FHitResult>)> {
    let object_types: Vec<EObjectTypeQuery> = channels
        .iter()
        .filter_map(|channel| channel_to_object_type(*channel as u8).ok())
        .filter_map(|query| EObjectTypeQuery::from_i64(i64::from(query)))
        .collect();
    let (_, hits) = KismetSystemLibrary::sphere_trace_multi_for_objects(
        sweeper.upcast_to(),
        &FVector::from_dvec3(start),
        &FVector::from_dvec3(end),
        radius,
        &object_types,
        false,
        &[],
        EDrawDebugTrace::None,
        true,
        &OwnedStruct::new(),
        &OwnedStruct::new(),
        None,
    );
    hits.into_iter()
        .filter_map(|hit| {
            let actor = hit.as_ref().get_component().checked().ok()?.get_owner();
            Some((actor, hit))
        })
        .collect()
}

/// A hit's push on a character that took damage: its movement's velocity changes by `impulse`,
/// and its ragdoll, if it is one, is pushed as hard at `location` whatever its mass.
pub fn push(character: UObjectRef<Character>, location: Vector, impulse: Vector) {
    let Ok(me) = character.checked() else {
        return;
    };
    if let Ok(movement) = me.get_character_movement().checked() {
        movement.add_impulse(&FVector::from_dvec3(impulse), Some(true));
    }
    if let Ok(mesh) = me.get_mesh().checked()
        && mesh.is_simulating_physics(None)
    {
        let ragdoll = impulse * f64::from(mesh.get_mass());
        mesh.add_impulse_at_location(&FVector::from_dvec3(ragdoll), &FVector::from_dvec3(location), None);
    }
}

/// A character that survived a hit (`TakeDamage` of both C++ classes): its life bar shows the life
/// left (`life`, 0 to 1) and its ragdoll is blended in, the `pelvis` kept animated.
pub fn show_hit(character: UObjectRef<Character>, life_bar: UObjectRef<CombatLifeBar>, life: f32, pelvis: FName) {
    if let Ok(bar) = CombatLifeBar::from_obj(life_bar) {
        bar.set_life_percentage(life);
    }
    if let Ok(mesh) = character.checked().and_then(|me| me.get_mesh().checked()) {
        mesh.set_physics_blend_weight(model::HIT_PHYSICS_BLEND_WEIGHT);
        mesh.set_body_simulate_physics(pelvis.handle(), false);
    }
}
