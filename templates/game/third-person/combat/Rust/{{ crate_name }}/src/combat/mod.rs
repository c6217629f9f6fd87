//! The Combat variant: a melee character with a combo string and a charged attack that the attack
//! montages' notifies drive, enemies run by a StateTree that fight the same way and are spawned by
//! spawners, what can be hurt (damageable boxes, a training dummy, the characters), lava that kills,
//! volumes that activate spawners and move the respawn, and the game mode and player controller of
//! a local multiplayer level.

pub mod ai_controller;
pub mod anim_notifies;
pub mod character;
pub mod damageable_box;
pub mod dummy;
pub mod enemy;
pub mod enemy_spawner;
pub mod env_query;
pub mod game_mode;
pub mod interfaces;
pub mod lava_floor;
pub mod life_bar;
pub mod melee;
pub mod model;
pub mod player_controller;
pub mod state_tree;
pub mod volumes;
