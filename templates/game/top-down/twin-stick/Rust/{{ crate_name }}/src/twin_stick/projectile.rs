//! TwinStickProjectile: the Twin Stick variant's `ATwinStickProjectile`, the character's shot. A
//! sphere that blocks everything and reports its hits, a mesh with no collision, and a projectile
//! movement that flies it at 2000 cm/s without gravity, bouncing off walls; it lives two seconds.
//! Hitting an NPC destroys the NPC (`ProjectileImpact`) and the projectile; when its movement
//! stops, it is destroyed too.

use bindings::engine::{
    Actor, ActorExt, ECollisionChannel, ECollisionEnabled, ECollisionResponse, FHitResult, PrimitiveComponent, PrimitiveComponentExt,
    ProjectileMovementComponent, ProjectileMovementComponentExt, SphereComponent, SphereComponentExt, StaticMeshComponent,
};
use bindings::prelude::*;
use rusteal_runtime::runtime::{FName, LOG_WARNING, RustealResult, UObjectRef, UStructRef, ulog};
use rusteal_runtime::{uclass, uclass_impl};

use super::npc::TwinStickNPC;
use super::rules;

#[uclass(parent = Actor)]
pub struct TwinStickProjectile {
    /// The sphere that collides.
    #[component(root, name = "Collision Sphere")]
    collision_sphere: SphereComponent,

    /// The projectile's mesh.
    #[component(attach = "collision_sphere", name = "Mesh")]
    mesh: StaticMeshComponent,

    /// Flies the projectile.
    #[component(name = "Projectile Movement")]
    projectile_movement: ProjectileMovementComponent,
}

#[uclass_impl]
impl TwinStickProjectile {
    /// What `ATwinStickProjectile`'s constructor sets.
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        self.as_ref().checked()?.set_initial_life_span(rules::PROJECTILE_LIFE_SPAN);

        let sphere = self.collision_sphere()?.checked()?;
        sphere.set_sphere_radius(rules::PROJECTILE_RADIUS, Some(true));
        sphere.set_notify_rigid_body_collision(true);
        sphere.set_collision_enabled(ECollisionEnabled::QueryOnly);
        sphere.set_collision_object_type(ECollisionChannel::ECC_WorldDynamic);
        sphere.set_collision_response_to_all_channels(ECollisionResponse::ECR_Block);

        self.mesh()?.checked()?.set_collision_profile_name(FName::new("NoCollision").handle(), Some(true));

        let movement = self.projectile_movement()?.checked()?;
        movement.set_initial_speed(rules::PROJECTILE_INITIAL_SPEED);
        movement.set_max_speed(rules::PROJECTILE_MAX_SPEED);
        movement.set_rotation_follows_velocity(true);
        movement.set_rotation_remains_vertical(true);
        movement.set_projectile_gravity_scale(0.0);
        movement.set_should_bounce(true);
        movement.set_force_sub_stepping(true);
        Ok(())
    }

    /// The projectile movement's stop destroys the projectile (the C++ constructor binds it).
    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        let me = self.self_ref();
        let bound = self
            .projectile_movement()
            .and_then(|movement| movement.checked())
            .and_then(|movement| movement.on_projectile_stop().add_ufunction(&me, "OnProjectileStop"));
        if let Err(e) = bound {
            ulog!(LOG_WARNING, "[TwinStick] the projectile cannot watch its movement: {e}");
        }
    }

    /// An NPC hit is destroyed, and the projectile with it.
    #[allow(clippy::too_many_arguments)]
    #[ufunction(Override)]
    fn receive_hit(
        &mut self,
        _my_comp: UObjectRef<PrimitiveComponent>,
        other: UObjectRef<Actor>,
        _other_comp: UObjectRef<PrimitiveComponent>,
        _b_self_moved: bool,
        _hit_location: UStructRef<FVector>,
        _hit_normal: UStructRef<FVector>,
        _normal_impulse: UStructRef<FVector>,
        _hit: UStructRef<FHitResult>,
    ) {
        if let Ok(npc) = TwinStickNPC::from_obj(other) {
            npc.projectile_impact();
            if let Ok(me) = self.as_ref().checked() {
                me.k2_destroy_actor();
            }
        }
    }

    /// The projectile movement stopped.
    #[ufunction]
    fn on_projectile_stop(&mut self, _impact_result: UStructRef<FHitResult>) {
        if let Ok(me) = self.as_ref().checked() {
            me.k2_destroy_actor();
        }
    }
}
