#pragma once
// The engine functions of the game's rules the host models: finding actors by class and tag, a
// local player joining (UGameplayStatics::CreatePlayer with the game mode's RestartPlayer), and
// Kismet's random integers. Each has the C signature of the generated wrapper of its function
// (gameplay_functions.hpp says how; an array out parameter is the caller's temporary container,
// its base and property).
//
// Random numbers come from one stream per host run, started from a fixed seed, so a scene plays
// the same each time (Unreal's are seeded from the clock).
#include <cstdint>
#include <random>

namespace rusteal::headless::game {

// UGameplayStatics::GetAllActorsOfClass, GetAllActorsWithTag, GetAllActorsOfClassWithTag: the live
// actors of the class (and with the tag: AActor::Tags, compared as FNames are, case ignored), in
// the order they were spawned; none for a null class.
std::uint32_t all_actors_of_class(void* context, void* actor_class, void* out_base, void* out_prop);
std::uint32_t all_actors_with_tag(void* context, std::uint64_t tag, void* out_base, void* out_prop);
std::uint32_t all_actors_of_class_with_tag(void* context, void* actor_class, std::uint64_t tag, void* out_base, void* out_prop);
// AActor::ActorHasTag.
std::uint32_t actor_has_tag(void* actor, std::uint64_t tag, bool* out);

// UGameplayStatics::CreatePlayer: a player controller of the game mode's PlayerControllerClass
// (the first live GameModeBase; PlayerController without one) joins, and, as the game mode's
// RestartPlayer does, when its DefaultPawnClass is set a pawn of it is spawned at the start
// ChoosePlayerStart chooses (a Rust override's, else the first PlayerStart) and possessed. The
// controller id is not used (the host has no input devices). Null when no controller is spawned.
// UGameplayStatics::GetGameMode: the world's game mode, the first live game mode actor (the host
// has one world, and a scene spawns its game mode).
std::uint32_t get_game_mode(void* context, void** out);
std::uint32_t create_player(void* context, std::int32_t controller_id, bool spawn_player_controller, void** out);

// UKismetMathLibrary::RandomInteger (0 .. Max-1; 0 for Max <= 0) and RandomIntegerInRange
// (Min .. Max; Min when Max < Min), as FMath::RandHelper and RandRange.
std::uint32_t random_integer(std::int32_t max, std::int32_t* out);
std::uint32_t random_integer_in_range(std::int32_t min, std::int32_t max, std::int32_t* out);
// UKismetMathLibrary::RandomFloat (0 .. 1) and RandomFloatInRange (Min .. Max), as FMath::FRand
// and FRandRange, from the same stream.
std::uint32_t random_float(double* out);
std::uint32_t random_float_in_range(double min, double max, double* out);
// The host's random stream (a fixed seed), for the other areas' random answers.
std::mt19937& random_stream();

// UKismetMathLibrary::FindLookAtRotation (FRotationMatrix::MakeFromX(Target - Start).Rotator():
// no roll) and MakeTransform (the rotator as its quaternion).
std::uint32_t find_look_at_rotation(const std::uint8_t* start, const std::uint8_t* target, std::uint8_t* out);
std::uint32_t make_transform(const std::uint8_t* location, const std::uint8_t* rotation, const std::uint8_t* scale, std::uint8_t* out);
// UKismetMathLibrary::GetForwardVector and GetRightVector: the rotation's X and Y axes.
std::uint32_t get_forward_vector(const std::uint8_t* rotation, std::uint8_t* out);
std::uint32_t get_right_vector(const std::uint8_t* rotation, std::uint8_t* out);

} // namespace rusteal::headless::game
