//! The Time Trial variant: a lap race through a course of track gates, each gate naming the next,
//! one of them the finish line; a countdown widget starts the race.

pub mod game_mode;
pub mod laps;
pub mod player_controller;
pub mod start_ui;
pub mod track_gate;
pub mod ui;
