//! Local multiplayer as the Vehicle template's variants play it (their game modes, Offroad's and
//! Time Trial's, call these): the extra local players made when play begins, and each player's
//! start, the PlayerStart tagged for it. Public, for a game mode of the project's own too.

use bindings::core_ue::Object;
use bindings::engine::{Actor, GameplayStatics, KismetMathLibrary, PlayerStart};
use rusteal_runtime::runtime::{FName, SubclassOf, UObjectRef};

/// Makes the local players after the first (the game makes player 0 itself), up to
/// `number_of_local_players`, each with its own pawn.
pub fn create_extra_players(world_context: UObjectRef<Object>, number_of_local_players: i32) {
    for _ in 1..number_of_local_players {
        GameplayStatics::create_player(world_context, Some(-1), Some(true));
    }
}

/// The start of player number `player`: a PlayerStart tagged `Player<player>` (`Player0`,
/// `Player1`, ...), else any PlayerStart, chosen at random among them; null when the level has none.
pub fn choose_player_start(world_context: UObjectRef<Object>, player: i32) -> UObjectRef<Actor> {
    let start_class = SubclassOf::<PlayerStart>::base().upcast_to::<Actor>();
    let tagged = FName::try_new(&format!("Player{player}"))
        .map(|tag| GameplayStatics::get_all_actors_of_class_with_tag(world_context, start_class, tag))
        .unwrap_or_default();
    let starts = if tagged.is_empty() { GameplayStatics::get_all_actors_of_class(world_context, start_class) } else { tagged };
    if starts.is_empty() {
        return UObjectRef::null();
    }
    let last = starts.len() as i32 - 1;
    starts[KismetMathLibrary::random_integer_in_range(0, last).clamp(0, last) as usize]
}
