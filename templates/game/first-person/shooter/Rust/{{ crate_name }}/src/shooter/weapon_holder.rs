//! IShooterWeaponHolder, the C++ interface a weapon talks to its holder through. Only the variant's
//! own classes implement it (the player's character and the NPC) and no asset names it, so here it
//! is a Rust trait, and `weapon_holder` is `Cast<IShooterWeaponHolder>(Actor)`: the holder behind an
//! actor, if its class is one.

use bindings::engine::{Actor, AnimMontage, CharacterExt, EAttachmentRule, SceneComponentExt};
use bindings::prelude::*;
use rusteal_runtime::prelude::Vector;
use rusteal_runtime::runtime::{FName, SubclassOf, UObjectRef};

use super::character::ShooterCharacter;
use super::npc::ShooterNPC;
use super::weapon::ShooterWeapon;
use crate::character::FirstPersonCharacter;

pub trait ShooterWeaponHolder {
    /// Attaches the weapon's actor and its two meshes to the holder.
    fn attach_weapon_meshes(&mut self, weapon: &ShooterWeapon);
    /// Plays the weapon's firing montage.
    fn play_firing_montage(&mut self, montage: UObjectRef<AnimMontage>);
    /// Kicks the holder's aim up by the weapon's recoil.
    fn add_weapon_recoil(&mut self, recoil: f32);
    /// Shows the weapon's bullets.
    fn update_weapon_hud(&mut self, current_ammo: i32, magazine_size: i32);
    /// Where the weapon aims.
    fn get_weapon_target_location(&mut self) -> Vector;
    /// Gives the holder a weapon of this class, unless it has one.
    fn add_weapon_class(&mut self, weapon_class: SubclassOf<ShooterWeapon>);
    /// The weapon became the one in hand.
    fn on_weapon_activated(&mut self, weapon: &ShooterWeapon);
    /// The weapon left the hand.
    fn on_weapon_deactivated(&mut self, weapon: &ShooterWeapon);
    /// A semi-automatic weapon may fire again.
    fn on_semi_weapon_refire(&mut self);
}

/// The weapon holder `actor` is, as `Cast<IShooterWeaponHolder>(Actor)`.
pub fn weapon_holder(actor: UObjectRef<Actor>) -> Option<Box<dyn ShooterWeaponHolder>> {
    if let Ok(character) = ShooterCharacter::from_obj(actor) {
        return Some(Box::new(character));
    }
    ShooterNPC::from_obj(actor).ok().map(|npc| Box::new(npc) as Box<dyn ShooterWeaponHolder>)
}

/// A weapon in the hands of a First Person character, as both C++ holders attach it: its actor to
/// the character, its first-person mesh to the arms at `first_person_socket` and its third-person
/// mesh to the body at `third_person_socket`, all snapped to their targets.
pub fn attach_to_first_person(holder: &FirstPersonCharacter, weapon: &ShooterWeapon, first_person_socket: FName, third_person_socket: FName) {
    let Ok(me) = holder.as_ref().checked() else {
        return;
    };
    let snap = EAttachmentRule::SnapToTarget;
    if let Ok(weapon_actor) = weapon.as_ref().checked() {
        weapon_actor.k2_attach_to_actor(me.as_ref().upcast_to(), FName::NONE.handle(), snap, snap, snap, false);
    }
    if let (Ok(first_person), Ok(arms)) =
        (weapon.first_person_mesh().and_then(|m| m.checked()), holder.first_person_mesh().and_then(|m| m.checked()))
    {
        first_person.k2_attach_to_component(arms.as_ref().upcast_to(), first_person_socket.handle(), snap, snap, snap, false);
    }
    if let (Ok(third_person), Ok(body)) = (weapon.third_person_mesh().and_then(|m| m.checked()), me.get_mesh().checked()) {
        third_person.k2_attach_to_component(body.as_ref().upcast_to(), third_person_socket.handle(), snap, snap, snap, false);
    }
}
