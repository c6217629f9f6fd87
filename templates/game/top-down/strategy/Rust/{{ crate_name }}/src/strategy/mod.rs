//! The Strategy variant: a real-time strategy game seen from above. The player looks at the level
//! through a floating orthographic camera (`StrategyPawn`), selects units (`StrategyUnit`) with
//! clicks, double clicks, drawn boxes or touches, and sends them somewhere: each resolves its
//! destination with an EnvQuery around the goal (`EnvQueryContext_MoveGoal`), walks there along
//! the navigation mesh, and the one nearest the goal interacts with a unit it finds on arrival.
//! `StrategyPlayerController` takes the input, `StrategyHUD` draws the selection box and the
//! selected units' labels, `StrategyUI` and `StrategyTouchControls` are the widgets' parents. Their
//! Blueprint children are in `Content/Variant_Strategy/`.

pub mod env_query;
pub mod game_mode;
pub mod hud;
pub mod model;
pub mod pawn;
pub mod player_controller;
pub mod touch_controls;
pub mod ui;
pub mod unit;
