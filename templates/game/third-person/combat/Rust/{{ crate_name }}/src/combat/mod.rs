//! The Combat variant: a melee character with a combo string and a charged attack that the attack
//! montages' notifies drive, what it can hurt (damageable boxes, a training dummy, other
//! characters), lava that kills, checkpoints that move the respawn, and the game mode and player
//! controller of a local multiplayer level.

pub mod anim_notifies;
pub mod character;
pub mod checkpoint_volume;
pub mod damageable_box;
pub mod dummy;
pub mod game_mode;
pub mod interfaces;
pub mod lava_floor;
pub mod life_bar;
pub mod model;
pub mod player_controller;
