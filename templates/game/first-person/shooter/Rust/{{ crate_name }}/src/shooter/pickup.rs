//! ShooterPickup: the Shooter variant's `AShooterPickup`, a weapon pickup. Its weapon and the mesh
//! it shows come from its row of the weapon data table (DT_WeaponData, rows of `WeaponTableRow`).
//! A weapon holder walking into its sphere gets the weapon; the pickup then hides, stops colliding
//! and ticking, and after its respawn time shows again, its Blueprint animating the return before
//! calling `FinishRespawn`, which lets it collide and tick again.
//!
//! The C++ class sets the mesh in `OnConstruction`; a Blueprint child's construction script would
//! hide a Rust one, so here the row is read when play begins (a placed pickup keeps the mesh the
//! editor saved with it).

use bindings::engine::{
    Actor, ActorExt, ECollisionChannel, ECollisionEnabled, ECollisionResponse, FDataTableRowHandle,
    KismetSystemLibrary, PrimitiveComponentExt, SceneComponent, SceneComponentExt,
    SphereComponent, StaticMesh, StaticMeshComponent, StaticMeshComponentExt,
};
use bindings::prelude::*;
use rusteal_runtime::prelude::Vector;
use rusteal_runtime::runtime::{FName, LOG_WARNING, OwnedStruct, RustealResult, SoftObjectRef, SubclassOf, UObjectRef, ulog};
use rusteal_runtime::{uclass, uclass_impl, ustruct};

use super::weapon::ShooterWeapon;
use super::weapon_holder::weapon_holder;

/// Where `AShooterPickup`'s constructor puts the sphere above the root.
const SPHERE_HEIGHT: f64 = 84.0;

/// A row of the weapon data table: the pickup's mesh and the weapon it grants.
#[ustruct]
pub struct WeaponTableRow {
    /// The mesh the pickup shows.
    #[uproperty(EditAnywhere)]
    static_mesh: SoftObjectRef<StaticMesh>,

    /// The weapon the pickup grants.
    #[uproperty(EditAnywhere)]
    weapon_to_spawn: SubclassOf<ShooterWeapon>,
}

#[uclass(parent = Actor)]
pub struct ShooterPickup {
    #[component(root, name = "Root")]
    root: SceneComponent,

    /// The sphere a pawn walks into.
    #[component(attach = "root", name = "Sphere Collision")]
    sphere_collision: SphereComponent,

    /// The mesh, from the weapon data table.
    #[component(attach = "sphere_collision", name = "Mesh")]
    mesh: StaticMeshComponent,

    /// The weapon data table's row for this pickup.
    #[uproperty(EditAnywhere, category = "Pickup")]
    weapon_type: OwnedStruct<FDataTableRowHandle>,

    /// The weapon granted, from the row.
    #[uproperty]
    weapon_class: SubclassOf<ShooterWeapon>,

    /// Seconds before it shows again.
    #[uproperty(EditAnywhere, category = "Pickup", default = 4.0)]
    respawn_time: f32,
}

#[uclass_impl]
impl ShooterPickup {
    /// What `AShooterPickup`'s constructor sets: the sphere overlaps pawns only, the mesh collides
    /// with nothing.
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        let sphere = self.sphere_collision()?.checked()?;
        sphere.k2_set_relative_location(&FVector::from_dvec3(Vector::new(0.0, 0.0, SPHERE_HEIGHT)), false, false);
        sphere.set_collision_enabled(ECollisionEnabled::QueryOnly);
        sphere.set_collision_object_type(ECollisionChannel::ECC_WorldStatic);
        sphere.set_collision_response_to_all_channels(ECollisionResponse::ECR_Ignore);
        sphere.set_collision_response_to_channel(ECollisionChannel::ECC_Pawn, ECollisionResponse::ECR_Overlap);
        sphere.set_fill_collision_underneath_for_navmesh(true);
        self.mesh()?.checked()?.set_collision_profile_name(FName::new("NoCollision").handle(), Some(true));
        Ok(())
    }

    /// The row's mesh shown and its weapon kept.
    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        let Some(row) = self.weapon_row() else {
            ulog!(LOG_WARNING, "[Shooter] {} has no weapon row: set WeaponType to a row of DT_WeaponData", self.name());
            return;
        };
        let mesh_ref = row.static_mesh();
        let mesh = if mesh_ref.is_null() {
            UObjectRef::null()
        } else {
            mesh_ref.load_synchronous().unwrap_or_else(|e| {
                ulog!(LOG_WARNING, "[Shooter] {} shows no mesh: {e}", self.name());
                UObjectRef::null()
            })
        };
        if let Ok(component) = self.mesh().and_then(|m| m.checked()) {
            component.set_static_mesh(mesh);
        }
        self.set_weapon_class(row.weapon_to_spawn());
    }

    #[ufunction(Override)]
    fn receive_end_play(&mut self, _end_play_reason: u8) {
        KismetSystemLibrary::k2_clear_timer(self.as_ref().upcast_to(), "RespawnPickup");
    }

    /// A weapon holder walked in: the weapon granted, the pickup hidden until it respawns.
    #[ufunction(Override)]
    fn receive_actor_begin_overlap(&mut self, other_actor: UObjectRef<Actor>) {
        let Some(mut holder) = weapon_holder(other_actor) else {
            return;
        };
        holder.add_weapon_class(self.weapon_class());
        let Ok(me) = self.as_ref().checked() else {
            return;
        };
        me.set_actor_hidden_in_game(true);
        me.set_actor_enable_collision(false);
        me.set_actor_tick_enabled(false);
        KismetSystemLibrary::k2_set_timer(me.as_ref().upcast_to(), "RespawnPickup", self.respawn_time(), false, None, None, None);
    }

    /// The respawn time passed: shown again, the Blueprint animates the return.
    #[ufunction]
    fn respawn_pickup(&mut self) {
        if let Ok(me) = self.as_ref().checked() {
            me.set_actor_hidden_in_game(false);
        }
        self.bp_on_respawn();
    }

    /// The Blueprint animates the return, then calls FinishRespawn.
    #[ufunction(BlueprintImplementableEvent, name = "BP_OnRespawn")]
    fn bp_on_respawn(&self) {}

    /// Collides and ticks again.
    #[ufunction(BlueprintCallable)]
    fn finish_respawn(&mut self) {
        if let Ok(me) = self.as_ref().checked() {
            me.set_actor_enable_collision(true);
            me.set_actor_tick_enabled(true);
        }
    }
}

impl ShooterPickup {
    fn name(&self) -> String {
        self.as_ref().get_name().unwrap_or_else(|_| "ShooterPickup".into())
    }

    /// `WeaponType.GetRow<FWeaponTableRow>()`: the row, when the handle names a table that has it.
    fn weapon_row(&self) -> Option<UStructRef<WeaponTableRow>> {
        self.weapon_type().get_row::<WeaponTableRow>()
    }
}
