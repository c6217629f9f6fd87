//! The Shooter variant's classes (Unreal's `Variant_Shooter` C++ folder), under their Unreal names.

pub mod ai_controller;
pub mod character;
pub mod env_query;
pub mod game_mode;
pub mod model;
pub mod npc;
pub mod npc_spawner;
pub mod pickup;
pub mod player_controller;
pub mod projectile;
pub mod state_tree;
mod trace;
pub mod ui;
pub mod weapon;
pub mod weapon_holder;
