//! The Offroad variant: the game mode of a local multiplayer course.

pub mod game_mode;
