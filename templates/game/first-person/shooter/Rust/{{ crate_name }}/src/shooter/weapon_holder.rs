//! IShooterWeaponHolder, the C++ interface a weapon talks to its holder through. Only the variant's
//! own classes implement it (the player's character and the NPC) and no asset names it, so here it
//! is a Rust trait, and `weapon_holder` is `Cast<IShooterWeaponHolder>(Actor)`: the holder behind an
//! actor, if its class is one.

use bindings::engine::{Actor, AnimMontage};
use rusteal_runtime::prelude::Vector;
use rusteal_runtime::runtime::{SubclassOf, UObjectRef};

use super::character::ShooterCharacter;
use super::npc::ShooterNPC;
use super::weapon::ShooterWeapon;

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
