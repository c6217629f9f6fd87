//! CombatDummy: the Combat variant's `ACombatDummy`, a training dummy on a base plate: the dummy
//! simulates physics, held to the plate by a physics constraint, so hits make it sway. The C++
//! constructor joins the two to the constraint; the components it joins are not properties (the
//! constraint keeps them in C++ fields), so here `BeginPlay` joins them on each dummy.

use bindings::engine::{
    Actor, PhysicsConstraintComponent, PhysicsConstraintComponentExt, PrimitiveComponentExt, SceneComponent, StaticMeshComponent,
};
use bindings::prelude::*;
use rusteal_runtime::prelude::Vector;
use rusteal_runtime::runtime::{FName, OwnedStruct, RustealResult, UObjectRef};
use rusteal_runtime::{uclass, uclass_impl};

use super::interfaces::CombatDamageable;

#[uclass(parent = Actor)]
pub struct CombatDummy {
    /// The dummy's place.
    #[component(root, name = "Root")]
    root: SceneComponent,

    /// The plate it stands on.
    #[component(attach = "root", name = "Base Plate")]
    base_plate: StaticMeshComponent,

    /// The dummy, swaying.
    #[component(attach = "root", name = "Dummy")]
    dummy: StaticMeshComponent,

    /// Holds the dummy to the plate.
    #[component(attach = "root", name = "Physics Constraint")]
    physics_constraint: PhysicsConstraintComponent,
}

#[uclass_impl]
impl CombatDummy {
    /// The dummy simulates physics.
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        self.dummy()?.checked()?.set_simulate_physics(true);
        Ok(())
    }

    /// The constraint joins the plate and the dummy.
    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        if let (Ok(constraint), Ok(base_plate), Ok(dummy)) =
            (self.physics_constraint().and_then(|c| c.checked()), self.base_plate(), self.dummy())
        {
            constraint.set_constrained_components(base_plate.upcast_to(), FName::NONE.handle(), dummy.upcast_to(), FName::NONE.handle());
        }
    }

    /// The Blueprint plays the effects of a hit.
    #[ufunction(BlueprintImplementableEvent, name = "BP_OnDummyDamaged")]
    fn bp_on_dummy_damaged(&self, location: &OwnedStruct<FVector>, direction: &OwnedStruct<FVector>) {}
}

impl CombatDamageable for CombatDummy {
    /// A hit pushes the dummy where it landed; the dummy takes no damage.
    fn apply_damage(&mut self, _damage: f32, _causer: UObjectRef<Actor>, location: Vector, impulse: Vector) {
        if let Ok(dummy) = self.dummy().and_then(|d| d.checked()) {
            dummy.add_impulse_at_location(&FVector::from_dvec3(impulse), &FVector::from_dvec3(location), None);
        }
        self.bp_on_dummy_damaged(&FVector::from_dvec3(location), &FVector::from_dvec3(impulse.normalized()));
    }

    fn handle_death(&mut self) {}

    fn apply_healing(&mut self, _healing: f32, _healer: UObjectRef<Actor>) {}

    fn notify_danger(&mut self, _location: Vector, _source: UObjectRef<Actor>) {}
}
