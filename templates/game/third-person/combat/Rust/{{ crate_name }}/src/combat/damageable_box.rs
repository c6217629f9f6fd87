//! CombatDamageableBox: the Combat variant's `ACombatDamageableBox`, a physics box that hits push
//! around and break: when its hit points run out it stops blocking what looks for pawns and
//! dynamic objects (its object type becomes Visibility, so it keeps colliding with the world), the
//! Blueprint plays the break, and it leaves the level after `DeathDelayTime`.
//!
//! Its C++ constructor also makes the mesh irrelevant to navigation (`bNavigationRelevant`, a C++
//! field that is not reflected); the Blueprint child BP_CombatDamageableBox sets its mesh's "Can
//! Ever Affect Navigation" off for the same effect.

use bindings::engine::{Actor, ECollisionChannel, KismetSystemLibrary, PrimitiveComponentExt, StaticMeshComponent};
use bindings::prelude::*;
use rusteal_runtime::prelude::Vector;
use rusteal_runtime::runtime::{FName, OwnedStruct, RustealResult, UObjectRef};
use rusteal_runtime::{uclass, uclass_impl};

use super::interfaces::CombatDamageable;
use super::model;

/// The death timer's function (`RemoveFromLevel`, this class's UFUNCTION).
const REMOVE_FROM_LEVEL: &str = "RemoveFromLevel";

#[uclass(parent = Actor)]
pub struct CombatDamageableBox {
    /// The box.
    #[component(root, name = "Mesh")]
    mesh: StaticMeshComponent,

    /// Hit points left.
    #[uproperty(EditAnywhere, category = "Damage", default = model::BOX_HP, name = "CurrentHP")]
    current_hp: f32,

    /// Seconds from breaking to leaving the level.
    #[uproperty(EditAnywhere, category = "Damage", default = model::BOX_DEATH_DELAY_TIME)]
    death_delay_time: f32,
}

#[uclass_impl]
impl CombatDamageableBox {
    /// A box that blocks dynamic objects and falls and tumbles.
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        let mesh = self.mesh()?.checked()?;
        mesh.set_collision_profile_name(FName::new("BlockAllDynamic").handle(), Some(true));
        mesh.set_simulate_physics(true);
        Ok(())
    }

    /// The death timer is cleared.
    #[ufunction(Override)]
    fn receive_end_play(&mut self, _end_play_reason: u8) {
        KismetSystemLibrary::k2_clear_timer(self.self_ref().upcast_to(), REMOVE_FROM_LEVEL);
    }

    /// The death timer: the box leaves the level.
    #[ufunction]
    fn remove_from_level(&mut self) {
        if let Ok(me) = self.as_ref().checked() {
            me.k2_destroy_actor();
        }
    }

    /// The Blueprint plays the effects of a hit.
    #[ufunction(BlueprintImplementableEvent)]
    fn on_box_damaged(&self, damage_location: &OwnedStruct<FVector>, damage_impulse: &OwnedStruct<FVector>) {}

    /// The Blueprint plays the break.
    #[ufunction(BlueprintImplementableEvent)]
    fn on_box_destroyed(&self) {}
}

impl CombatDamageable for CombatDamageableBox {
    /// While it has hit points: damage (breaking it at none), and a push as strong as the impulse
    /// whatever its mass.
    fn apply_damage(&mut self, damage: f32, _causer: UObjectRef<Actor>, location: Vector, impulse: Vector) {
        let Some((hp, dead)) = model::take_damage(self.current_hp(), damage) else {
            return;
        };
        self.set_current_hp(hp);
        if dead {
            self.handle_death();
        }
        if let Ok(mesh) = self.mesh().and_then(|m| m.checked()) {
            let push = impulse * f64::from(mesh.get_mass());
            mesh.add_impulse_at_location(&FVector::from_dvec3(push), &FVector::from_dvec3(location), None);
        }
        self.on_box_damaged(&FVector::from_dvec3(location), &FVector::from_dvec3(impulse));
    }

    /// Out of the way of pawns and dynamic objects, the break, and the death timer.
    fn handle_death(&mut self) {
        if let Ok(mesh) = self.mesh().and_then(|m| m.checked()) {
            mesh.set_collision_object_type(ECollisionChannel::ECC_Visibility);
        }
        self.on_box_destroyed();
        KismetSystemLibrary::k2_set_timer(self.self_ref().upcast_to(), REMOVE_FROM_LEVEL, self.death_delay_time(), false, None, None, None);
    }

    fn apply_healing(&mut self, _healing: f32, _healer: UObjectRef<Actor>) {}

    fn notify_danger(&mut self, _location: Vector, _source: UObjectRef<Actor>) {}
}
