//! The Platforming variant: a character that jumps higher while the jump is held, jumps again in
//! the air, off walls and just after walking off a ledge, and dashes; the game mode and player
//! controller of a local multiplayer level; and the dash montage's notify.

pub mod anim_notify_end_dash;
pub mod character;
pub mod game_mode;
pub mod moves;
pub mod player_controller;
