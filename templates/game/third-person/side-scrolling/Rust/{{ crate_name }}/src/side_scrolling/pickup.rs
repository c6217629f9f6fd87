//! SideScrollingPickup: the Side Scrolling variant's `ASideScrollingPickup`. A player's character
//! touching its sphere collects it: the game mode counts it, its collision goes off so it is not
//! collected twice, and its Blueprint child plays the effect and destroys it (`BP_OnPickedUp`).

use bindings::engine::{
    Actor, ActorExt, Character, ECollisionChannel, ECollisionEnabled, ECollisionResponse, GameplayStatics, PawnExt, PrimitiveComponentExt,
    SceneComponent, SphereComponent, SphereComponentExt,
};
use rusteal_runtime::runtime::{LOG_WARNING, RustealResult, UObjectRef, ulog};
use rusteal_runtime::{uclass, uclass_impl};

use super::game_mode::SideScrollingGameMode;
use super::rules;

#[uclass(parent = Actor)]
pub struct SideScrollingPickup {
    #[component(root, name = "Root")]
    root: SceneComponent,

    /// The sphere a character touches.
    #[component(attach = "root", name = "Collision")]
    sphere: SphereComponent,
}

#[uclass_impl]
impl SideScrollingPickup {
    /// The sphere: dynamic, for queries only, overlapping pawns and ignoring everything else.
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        let sphere = self.sphere()?.checked()?;
        sphere.set_sphere_radius(rules::PICKUP_SPHERE_RADIUS, Some(false));
        sphere.set_collision_object_type(ECollisionChannel::ECC_WorldDynamic);
        sphere.set_collision_enabled(ECollisionEnabled::QueryOnly);
        sphere.set_collision_response_to_all_channels(ECollisionResponse::ECR_Ignore);
        sphere.set_collision_response_to_channel(ECollisionChannel::ECC_Pawn, ECollisionResponse::ECR_Overlap);
        Ok(())
    }

    /// The overlap handler, which the C++ constructor adds.
    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        let me = self.self_ref();
        if let Err(e) = me.checked().and_then(|pickup| pickup.on_actor_begin_overlap().add_ufunction(&me, "BeginOverlap")) {
            ulog!(LOG_WARNING, "[SideScrolling] the pickup cannot watch its overlaps: {e}");
        }
    }

    /// Something touched the pickup.
    #[ufunction(BlueprintCallable)]
    fn begin_overlap(&mut self, _overlapped_actor: UObjectRef<Actor>, other_actor: UObjectRef<Actor>) {
        if let Err(e) = self.pick_up(other_actor) {
            ulog!(LOG_WARNING, "[SideScrolling] the pickup failed: {e}");
        }
    }

    /// The Blueprint child animates the pickup and destroys it.
    #[ufunction(BlueprintImplementableEvent, name = "BP_OnPickedUp")]
    fn bp_on_picked_up(&self) {}
}

impl SideScrollingPickup {
    /// Collected by a player's character: counted by the game mode, then the collision off.
    fn pick_up(&mut self, other_actor: UObjectRef<Actor>) -> RustealResult<()> {
        let Ok(character) = other_actor.cast::<Character>() else {
            return Ok(());
        };
        if !character.checked()?.is_player_controlled() {
            return Ok(());
        }
        let Ok(mut game_mode) = SideScrollingGameMode::from_obj(GameplayStatics::get_game_mode(self.self_ref().upcast_to())) else {
            return Ok(());
        };
        game_mode.process_pickup()?;
        self.as_ref().checked()?.set_actor_enable_collision(false);
        self.bp_on_picked_up();
        Ok(())
    }
}
