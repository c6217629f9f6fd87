//! The Horror variant: a character whose flashlight lights the way and whose sprint burns a
//! stamina meter, the player controller that shows the meter, and the UI's parent class.

pub mod character;
pub mod game_mode;
pub mod player_controller;
pub mod sprint;
pub mod ui;
