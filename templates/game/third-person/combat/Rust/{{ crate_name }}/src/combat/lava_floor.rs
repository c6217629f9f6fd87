//! CombatLavaFloor: the Combat variant's `ACombatLavaFloor`, a floor whose touch deals `Damage`
//! (enough to kill) to whatever can be damaged. The C++ constructor binds the mesh's hit to
//! `OnFloorHit`; here `BeginPlay` does, the bound function being the same UFUNCTION.

use bindings::engine::{Actor, FHitResult, FHitResultExt, PrimitiveComponent, PrimitiveComponentExt, StaticMeshComponent};
use bindings::prelude::*;
use rusteal_runtime::prelude::Vector;
use rusteal_runtime::runtime::{LOG_WARNING, UObjectRef, UStructRef, ulog};
use rusteal_runtime::{uclass, uclass_impl};

use super::interfaces;
use super::model;

/// The function the mesh's hits are bound to.
const ON_FLOOR_HIT: &str = "OnFloorHit";

#[uclass(parent = Actor)]
pub struct CombatLavaFloor {
    /// The floor.
    #[component(root, name = "Mesh")]
    mesh: StaticMeshComponent,

    /// What a touch deals.
    #[uproperty(EditAnywhere, category = "Damage", default = model::LAVA_DAMAGE)]
    damage: f32,
}

#[uclass_impl]
impl CombatLavaFloor {
    /// Watches the floor's hits.
    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        let me = self.self_ref();
        if let Err(e) = self.mesh().and_then(|mesh| mesh.checked()?.on_component_hit().add_ufunction(&me, ON_FLOOR_HIT)) {
            ulog!(LOG_WARNING, "[Combat] the lava floor cannot watch its hits: {e}");
        }
    }

    /// Something hit the floor: if it can be damaged, it takes the lava's damage, without a push.
    #[ufunction]
    fn on_floor_hit(
        &mut self,
        _hit_component: UObjectRef<PrimitiveComponent>,
        other_actor: UObjectRef<Actor>,
        _other_comp: UObjectRef<PrimitiveComponent>,
        _normal_impulse: UStructRef<FVector>,
        hit: UStructRef<FHitResult>,
    ) {
        if let Some(mut damageable) = interfaces::damageable(other_actor) {
            damageable.apply_damage(self.damage(), self.as_ref().upcast_to(), hit.get_impact_point().to_vector(), Vector::ZERO);
        }
    }
}
