//! The Side Scrolling variant: a character seen from the side that double jumps, wall jumps,
//! drops through soft platforms, pushes physics objects and interacts with what is in front of
//! it; a camera that follows it along the level; the level's jump pads, pickups, soft and moving
//! platforms; NPCs run by a StateTree; the game mode, player controller and UI of a local
//! multiplayer level. Their Blueprint children are in `Content/Variant_SideScrolling/`.

pub mod ai_controller;
pub mod camera_manager;
pub mod character;
pub mod game_mode;
pub mod interactable;
pub mod jump_pad;
pub mod moving_platform;
pub mod npc;
pub mod pickup;
pub mod player_controller;
pub mod rules;
pub mod soft_platform;
pub mod state_tree;
pub mod ui;
