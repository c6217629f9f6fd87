//! SideScrollingJumpPad: the Side Scrolling variant's `ASideScrollingJumpPad`. A character that
//! steps into its box jumps and is launched up at `ZStrength`.

use bindings::engine::{
    Actor, BoxComponent, BoxComponentExt, Character, CharacterExt, ECollisionChannel, ECollisionEnabled, ECollisionResponse,
    PrimitiveComponentExt, SceneComponent, SceneComponentExt,
};
use bindings::prelude::*;
use rusteal_runtime::prelude::Vector;
use rusteal_runtime::runtime::{LOG_WARNING, RustealResult, UObjectRef, ulog};
use rusteal_runtime::{uclass, uclass_impl};

use super::rules;

#[uclass(parent = Actor)]
pub struct SideScrollingJumpPad {
    #[component(root, name = "Root")]
    root: SceneComponent,

    /// The box a character steps into.
    #[component(attach = "root", name = "Box")]
    r#box: BoxComponent,

    /// The vertical velocity a character is launched at.
    #[uproperty(EditAnywhere, category = "Jump Pad", default = rules::JUMP_PAD_Z_STRENGTH)]
    z_strength: f32,
}

#[uclass_impl]
impl SideScrollingJumpPad {
    /// The box: dynamic, for queries only, overlapping pawns and ignoring everything else.
    #[class_defaults]
    fn class_defaults(&mut self) -> RustealResult<()> {
        let trigger = self.r#box()?.checked()?;
        trigger.set_box_extent(&FVector::from_dvec3(rules::JUMP_PAD_BOX_EXTENT), Some(false));
        trigger.k2_set_relative_location(&FVector::from_dvec3(rules::JUMP_PAD_BOX_LOCATION), false, false);
        trigger.set_collision_object_type(ECollisionChannel::ECC_WorldDynamic);
        trigger.set_collision_enabled(ECollisionEnabled::QueryOnly);
        trigger.set_collision_response_to_all_channels(ECollisionResponse::ECR_Ignore);
        trigger.set_collision_response_to_channel(ECollisionChannel::ECC_Pawn, ECollisionResponse::ECR_Overlap);
        Ok(())
    }

    /// The overlap handler, which the C++ constructor adds.
    #[ufunction(Override)]
    fn receive_begin_play(&mut self) {
        let me = self.self_ref();
        if let Err(e) = me.checked().and_then(|pad| pad.on_actor_begin_overlap().add_ufunction(&me, "BeginOverlap")) {
            ulog!(LOG_WARNING, "[SideScrolling] the jump pad cannot watch its overlaps: {e}");
        }
    }

    /// A character stepped in: it jumps, its vertical velocity replaced by the pad's.
    #[ufunction(BlueprintCallable)]
    fn begin_overlap(&mut self, _overlapped_actor: UObjectRef<Actor>, other_actor: UObjectRef<Actor>) {
        let Ok(character) = other_actor.cast::<Character>().and_then(|c| c.checked()) else {
            return;
        };
        character.jump();
        let launch = Vector::new(0.0, 0.0, f64::from(self.z_strength()));
        character.launch_character(&FVector::from_dvec3(launch), false, true);
    }
}
