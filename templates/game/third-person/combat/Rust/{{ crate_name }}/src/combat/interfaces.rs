//! The Combat variant's C++ interfaces, `ICombatAttacker`, `ICombatDamageable` and
//! `ICombatActivatable`, as Rust traits.
//! The C++ code finds them with `Cast<ICombatDamageable>(Actor)`; here `attacker` and `damageable`
//! find the Rust class behind an actor among the classes that implement them (a class that
//! implements one is listed there).

use bindings::engine::Actor;
use rusteal_runtime::prelude::Vector;
use rusteal_runtime::runtime::{FName, UObjectRef};

use super::character::CombatCharacter;
use super::damageable_box::CombatDamageableBox;
use super::dummy::CombatDummy;
use super::enemy::CombatEnemy;
use super::enemy_spawner::CombatEnemySpawner;

/// What the attack montages' notifies ask of the actor whose mesh plays them.
pub trait CombatAttacker {
    /// Sweeps ahead of `damage_source_bone` and damages what it finds.
    fn do_attack_trace(&mut self, damage_source_bone: FName);
    /// The combo montage's check: the string goes on when the attack was pressed again in time.
    fn check_combo(&mut self);
    /// The charged montage's check: the charge loops while held, else the strike plays.
    fn check_charged_attack(&mut self);
}

/// What can be hurt, healed and warned of an attack.
pub trait CombatDamageable {
    /// `damage` from `causer`, hitting at `location` and pushing with `impulse`.
    fn apply_damage(&mut self, damage: f32, causer: UObjectRef<Actor>, location: Vector, impulse: Vector);
    /// The hit points ran out.
    fn handle_death(&mut self);
    /// `healing` from `healer` (nothing in this variant heals).
    #[allow(dead_code)]
    fn apply_healing(&mut self, healing: f32, healer: UObjectRef<Actor>);
    /// An attack from `source`, standing at `location`, is coming.
    fn notify_danger(&mut self, location: Vector, source: UObjectRef<Actor>);
}

/// What can be switched on and off by other actors (a volume, a spawner running out).
pub trait CombatActivatable {
    /// Switches it over (nothing in this variant toggles).
    #[allow(dead_code)]
    fn toggle_interaction(&mut self, instigator: UObjectRef<Actor>);
    /// Switches it on.
    fn activate_interaction(&mut self, instigator: UObjectRef<Actor>);
    /// Switches it off (nothing in this variant deactivates).
    #[allow(dead_code)]
    fn deactivate_interaction(&mut self, instigator: UObjectRef<Actor>);
}

/// The attacker an actor is, if its class is one.
pub fn attacker(actor: UObjectRef<Actor>) -> Option<Box<dyn CombatAttacker>> {
    if let Ok(character) = CombatCharacter::from_obj(actor) {
        return Some(Box::new(character));
    }
    CombatEnemy::from_obj(actor).ok().map(|enemy| Box::new(enemy) as Box<dyn CombatAttacker>)
}

/// The damageable an actor is, if its class is one.
pub fn damageable(actor: UObjectRef<Actor>) -> Option<Box<dyn CombatDamageable>> {
    if let Ok(character) = CombatCharacter::from_obj(actor) {
        return Some(Box::new(character));
    }
    if let Ok(enemy) = CombatEnemy::from_obj(actor) {
        return Some(Box::new(enemy));
    }
    if let Ok(damageable_box) = CombatDamageableBox::from_obj(actor) {
        return Some(Box::new(damageable_box));
    }
    CombatDummy::from_obj(actor).ok().map(|dummy| Box::new(dummy) as Box<dyn CombatDamageable>)
}

/// The activatable an actor is, if its class is one.
pub fn activatable(actor: UObjectRef<Actor>) -> Option<Box<dyn CombatActivatable>> {
    CombatEnemySpawner::from_obj(actor).ok().map(|spawner| Box::new(spawner) as Box<dyn CombatActivatable>)
}
