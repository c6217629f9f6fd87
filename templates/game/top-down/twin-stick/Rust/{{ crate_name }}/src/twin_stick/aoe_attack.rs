//! TwinStickAoEAttack: the Twin Stick variant's `ATwinStickAoEAttack`, the area attack an item
//! makes. Its sphere overlaps pawns only; `StartAoETime` after it appears it destroys the NPCs
//! inside it, and until `StopAoETime` those that enter it; then its Blueprint child
//! (BP_TwinStickAoEAttack) fades it out and destroys it (`BP_AoEFinished`).

use bindings::engine::{
    Actor, ECollisionChannel, ECollisionEnabled, ECollisionResponse, FHitResult, KismetSystemLibrary, PrimitiveComponent, PrimitiveComponentExt,
    SceneComponent, SphereComponent, SphereComponentExt, StaticMeshComponent,
};
use rusteal_runtime::runtime::{FName, LOG_WARNING, RustealResult, SubclassOf, UObjectRef, UStructRef, ulog};
use rusteal_runtime::{uclass, uclass_impl};

use super::npc::TwinStickNPC;
use super::rules;

/// The timers' functions (this class's UFUNCTIONs).
const START_AOE: &str = "StartAoE";
const STOP_AOE: &str = "StopAoE";

#[uclass(parent = Actor)]
pub struct TwinStickAoEAttack {
    #[component(root, name = "Root")]
    root: SceneComponent,

    /// The attack's look.
    #[component(attach = "root", name = "Sphere Visual")]
    sphere_visual: StaticMeshComponent,

    /// The volume NPCs are hit in.
    #[component(attach = "root", name = "Collision Sphere")]
    collision_sphere: SphereComponent,

    /// When the attack starts hitting.
    #[uproperty(EditAnywhere, name = "StartAoETime", category = "AoE Attack", default = rules::AOE_START_TIME)]
    start_ao_e_time: f32,

    /// When the attack stops hitting.
    #[uproperty(EditAnywhere, name = "StopAoETime", category = "AoE Attack", default = rules::AOE_STOP_TIME)]
    stop_ao_e_time: f32,

    /// Hitting now: NPCs that enter are hit.
    #[uproperty(Transient)]
    b_is_ao_e_active: bool,
}

#[uclass_impl]
impl TwinStickAoEAttack {
    /// What `ATwinStickAoEAttack`'s constructor sets.
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        self.sphere_visual()?.checked()?.set_collision_profile_name(FName::new("NoCollision").handle(), Some(true));
        let sphere = self.collision_sphere()?.checked()?;
        sphere.set_sphere_radius(rules::AOE_RADIUS, Some(true));
        sphere.set_notify_rigid_body_collision(true);
        sphere.set_collision_enabled(ECollisionEnabled::QueryOnly);
        sphere.set_collision_object_type(ECollisionChannel::ECC_WorldDynamic);
        sphere.set_collision_response_to_all_channels(ECollisionResponse::ECR_Ignore);
        sphere.set_collision_response_to_channel(ECollisionChannel::ECC_Pawn, ECollisionResponse::ECR_Overlap);
        Ok(())
    }

    /// The overlap handler (which the C++ constructor adds) and the two timers.
    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        let me = self.self_ref();
        let bound = self
            .collision_sphere()
            .and_then(|sphere| sphere.checked())
            .and_then(|sphere| sphere.on_component_begin_overlap().add_ufunction(&me, "OnAoEOverlap"));
        if let Err(e) = bound {
            ulog!(LOG_WARNING, "[TwinStick] the area attack cannot watch its overlaps: {e}");
        }
        let context = me.upcast_to();
        KismetSystemLibrary::k2_set_timer(context, START_AOE, self.start_ao_e_time(), false, None, None, None);
        KismetSystemLibrary::k2_set_timer(context, STOP_AOE, self.stop_ao_e_time(), false, None, None, None);
    }

    /// The timers are cleared.
    #[ufunction(Override)]
    fn receive_end_play(&mut self, _end_play_reason: u8) {
        let context = self.self_ref().upcast_to();
        KismetSystemLibrary::k2_clear_timer(context, START_AOE);
        KismetSystemLibrary::k2_clear_timer(context, STOP_AOE);
    }

    /// The attack starts hitting: every NPC inside is hit.
    #[ufunction(name = "StartAoE")]
    fn start_ao_e(&mut self) {
        self.set_b_is_ao_e_active(true);
        let Ok(sphere) = self.collision_sphere().and_then(|sphere| sphere.checked()) else {
            return;
        };
        for actor in sphere.get_overlapping_actors(Some(SubclassOf::<TwinStickNPC>::base().upcast_to())) {
            if let Ok(npc) = TwinStickNPC::from_obj(actor) {
                npc.projectile_impact();
            }
        }
    }

    /// The attack stops hitting; the Blueprint child finishes it.
    #[ufunction(name = "StopAoE")]
    fn stop_ao_e(&mut self) {
        self.set_b_is_ao_e_active(false);
        KismetSystemLibrary::k2_clear_timer(self.self_ref().upcast_to(), START_AOE);
        self.bp_ao_e_finished();
    }

    /// An NPC entering while the attack hits is hit.
    #[ufunction(name = "OnAoEOverlap")]
    fn on_ao_e_overlap(
        &mut self,
        _overlapped_component: UObjectRef<PrimitiveComponent>,
        other_actor: UObjectRef<Actor>,
        _other_comp: UObjectRef<PrimitiveComponent>,
        _other_body_index: i32,
        _b_from_sweep: bool,
        _sweep_result: UStructRef<FHitResult>,
    ) {
        if self.b_is_ao_e_active()
            && let Ok(npc) = TwinStickNPC::from_obj(other_actor)
        {
            npc.projectile_impact();
        }
    }

    /// The Blueprint child fades the attack out and destroys it.
    #[ufunction(BlueprintImplementableEvent, name = "BP_AoEFinished")]
    fn bp_ao_e_finished(&self) {}
}
