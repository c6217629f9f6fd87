//! The Twin Stick variant: a twin stick shooter seen from above. The player's character moves
//! with one stick and aims with the other (or the mouse), shoots projectiles, dashes and spends
//! items on area attacks; spawners send groups of NPCs run by a StateTree at it; destroyed NPCs
//! score with a combo multiplier and may drop items. Their Blueprint children are in
//! `Content/Variant_TwinStick/`.

pub mod ai_controller;
pub mod aoe_attack;
pub mod character;
pub mod game_mode;
pub mod npc;
pub mod npc_destruction;
pub mod pickup;
pub mod player_controller;
pub mod projectile;
pub mod rules;
pub mod spawner;
pub mod state_tree;
pub mod ui;
