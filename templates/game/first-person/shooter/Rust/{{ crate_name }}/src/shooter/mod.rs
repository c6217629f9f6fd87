//! The Shooter variant's classes (Unreal's `Variant_Shooter` C++ folder), under their Unreal names.

pub mod character;
pub mod game_mode;
pub mod model;
pub mod pickup;
pub mod player_controller;
pub mod projectile;
pub mod ui;
pub mod weapon;
pub mod weapon_holder;
