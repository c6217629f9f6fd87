//! TwinStickPickup: the Twin Stick variant's `ATwinStickPickup`, an area attack item a destroyed
//! NPC may drop. Its sphere, raised off the floor, overlaps pawns only; the player's character
//! touching it takes the item, and the pickup goes.

use bindings::engine::{
    Actor, ActorExt, ECollisionChannel, ECollisionEnabled, ECollisionResponse, PrimitiveComponentExt, SceneComponent, SceneComponentExt,
    SphereComponent, SphereComponentExt, StaticMeshComponent,
};
use bindings::prelude::*;
use rusteal_runtime::prelude::Vector;
use rusteal_runtime::runtime::{FName, RustealResult, UObjectRef};
use rusteal_runtime::{uclass, uclass_impl};

use super::character::TwinStickCharacter;
use super::rules;

#[uclass(parent = Actor)]
pub struct TwinStickPickup {
    #[component(root, name = "Root")]
    root: SceneComponent,

    /// The sphere the character touches.
    #[component(attach = "root", name = "Collision Sphere")]
    collision_sphere: SphereComponent,

    /// The item's mesh.
    #[component(attach = "collision_sphere", name = "Mesh")]
    mesh: StaticMeshComponent,
}

#[uclass_impl]
impl TwinStickPickup {
    /// What `ATwinStickPickup`'s constructor sets.
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        let sphere = self.collision_sphere()?.checked()?;
        sphere.set_sphere_radius(rules::PICKUP_RADIUS, Some(true));
        sphere.k2_set_relative_location(&FVector::from_dvec3(Vector::new(0.0, 0.0, rules::PICKUP_HEIGHT)), false, false);
        sphere.set_collision_enabled(ECollisionEnabled::QueryOnly);
        sphere.set_collision_object_type(ECollisionChannel::ECC_WorldDynamic);
        sphere.set_collision_response_to_all_channels(ECollisionResponse::ECR_Ignore);
        sphere.set_collision_response_to_channel(ECollisionChannel::ECC_Pawn, ECollisionResponse::ECR_Overlap);
        self.mesh()?.checked()?.set_collision_profile_name(FName::new("NoCollision").handle(), Some(true));
        Ok(())
    }

    /// The player's character touched the pickup: it takes the item, and the pickup goes.
    #[ufunction(Override)]
    fn receive_actor_begin_overlap(&mut self, other_actor: UObjectRef<Actor>) {
        if let Ok(character) = TwinStickCharacter::from_obj(other_actor) {
            character.add_pickup();
            if let Ok(me) = self.as_ref().checked() {
                me.k2_destroy_actor();
            }
        }
    }
}
