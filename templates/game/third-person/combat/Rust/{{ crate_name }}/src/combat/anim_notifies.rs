//! The attack montages' notifies: the Combat variant's `UAnimNotify_DoAttackTrace`,
//! `UAnimNotify_CheckCombo` and `UAnimNotify_CheckChargedAttack`. AM_ComboAttack and
//! AM_ChargedAttack fire them on the frames where a hit lands and where the string or the charge
//! decides what plays next; each tells the attacker whose mesh plays the montage
//! (`interfaces::attacker`). The C++ classes override the `Notify` virtual; here it is its
//! Blueprint event, `Received_Notify`. Their Rust names are Unreal's class names, which the
//! montages refer to. (The C++ classes also name themselves in the montage editor through
//! `GetNotifyName`, which returns a string: a Rust function returns no strings, so the editor
//! shows the class names.)

#![allow(non_camel_case_types)]

use bindings::engine::{ActorComponentExt, AnimNotify, AnimSequenceBase, FAnimNotifyEventReference, SkeletalMeshComponent};
use rusteal_runtime::runtime::{FName, UObjectRef, UStructRef};
use rusteal_runtime::{uclass, uclass_impl};

use super::interfaces::{self, CombatAttacker};

/// The attacker owning the mesh a notify fired on, if it is one.
fn attacker_of(mesh: UObjectRef<SkeletalMeshComponent>) -> Option<Box<dyn CombatAttacker>> {
    interfaces::attacker(mesh.checked().ok()?.get_owner())
}

#[uclass(parent = AnimNotify)]
pub struct AnimNotify_DoAttackTrace {
    /// The bone (or socket) the attack's sweep starts from.
    #[uproperty(EditAnywhere, category = "Attack")]
    attack_bone_name: FName,
}

#[uclass_impl]
impl AnimNotify_DoAttackTrace {
    /// The attacker sweeps for what the hit reaches.
    #[ufunction(Override, name = "Received_Notify")]
    fn received_notify(
        &self,
        mesh_comp: UObjectRef<SkeletalMeshComponent>,
        _animation: UObjectRef<AnimSequenceBase>,
        _event_reference: UStructRef<FAnimNotifyEventReference>,
    ) -> bool {
        if let Some(mut attacker) = attacker_of(mesh_comp) {
            attacker.do_attack_trace(self.attack_bone_name());
        }
        true
    }
}

#[uclass(parent = AnimNotify)]
pub struct AnimNotify_CheckCombo {}

#[uclass_impl]
impl AnimNotify_CheckCombo {
    /// The attacker's combo string goes on if the attack was pressed again in time.
    #[ufunction(Override, name = "Received_Notify")]
    fn received_notify(
        &self,
        mesh_comp: UObjectRef<SkeletalMeshComponent>,
        _animation: UObjectRef<AnimSequenceBase>,
        _event_reference: UStructRef<FAnimNotifyEventReference>,
    ) -> bool {
        if let Some(mut attacker) = attacker_of(mesh_comp) {
            attacker.check_combo();
        }
        true
    }
}

#[uclass(parent = AnimNotify)]
pub struct AnimNotify_CheckChargedAttack {}

#[uclass_impl]
impl AnimNotify_CheckChargedAttack {
    /// The attacker's charge loops while held, else strikes.
    #[ufunction(Override, name = "Received_Notify")]
    fn received_notify(
        &self,
        mesh_comp: UObjectRef<SkeletalMeshComponent>,
        _animation: UObjectRef<AnimSequenceBase>,
        _event_reference: UStructRef<FAnimNotifyEventReference>,
    ) -> bool {
        if let Some(mut attacker) = attacker_of(mesh_comp) {
            attacker.check_charged_attack();
        }
        true
    }
}
