//! AnimNotify_EndDash: the Platforming variant's `UAnimNotify_EndDash`, which the dash montage
//! (AM_Dash) fires to end the dash and give the player control back. The C++ class overrides the
//! `Notify` virtual; here it is its Blueprint event, `Received_Notify`. Its Rust name is Unreal's
//! class name, which the montage refers to.

#![allow(non_camel_case_types)]

use bindings::engine::{ActorComponentExt, AnimNotify, AnimSequenceBase, FAnimNotifyEventReference, SkeletalMeshComponent};
use rusteal_runtime::runtime::{UObjectRef, UStructRef};
use rusteal_runtime::{uclass, uclass_impl};

use super::character::PlatformingCharacter;

#[uclass(parent = AnimNotify)]
pub struct AnimNotify_EndDash {}

#[uclass_impl]
impl AnimNotify_EndDash {
    /// The montage reached the notify: the mesh's owner, a PlatformingCharacter, ends its dash.
    #[ufunction(Override, name = "Received_Notify")]
    fn received_notify(
        &self,
        mesh_comp: UObjectRef<SkeletalMeshComponent>,
        _animation: UObjectRef<AnimSequenceBase>,
        _event_reference: UStructRef<FAnimNotifyEventReference>,
    ) -> bool {
        let Ok(owner) = mesh_comp.checked().map(|mesh| mesh.get_owner()) else {
            return false;
        };
        if let Ok(mut character) = PlatformingCharacter::from_obj(owner) {
            character.end_dash();
        }
        true
    }
}
