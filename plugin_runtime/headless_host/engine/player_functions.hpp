#pragma once
// The engine functions of controllers, pawns and players the host models. The host plays
// standalone, as a game with one machine does: every controller is local (Unreal's
// AController::IsLocalController says so in standalone), the player controllers are the players
// in the order they were spawned, and a player controller possesses a pawn when something calls
// Possess (a script: `call player Possess hero`). Each has the C signature of the generated
// wrapper of its function (gameplay_functions.hpp says how).
#include "api/modelled_function.hpp"

#include <cstdint>
#include <vector>

namespace rusteal::headless {
struct Object;
} // namespace rusteal::headless

namespace rusteal::headless::players {

// The live pawn `controller` possesses, or null.
Object* possessed_by(const Object* controller);

// AController::Possess: the pawn's Controller becomes the controller (another controller's pawn
// is taken from it), then the pawn hears ReceivePossessed and ReceiveRestarted. UnPossess lets go.
std::uint32_t possess(void* controller, void* pawn);
std::uint32_t unpossess(void* controller);
// AController::K2_GetPawn, APawn::GetController.
std::uint32_t controller_pawn(void* controller, void** out);
std::uint32_t pawn_controller(void* pawn, void** out);
// AController::IsPlayerController, IsLocalController, IsLocalPlayerController.
std::uint32_t is_player_controller(void* controller, bool* out);
std::uint32_t is_local_controller(void* controller, bool* out);
std::uint32_t is_local_player_controller(void* controller, bool* out);
// APawn::IsPlayerControlled, IsLocallyControlled.
std::uint32_t is_player_controlled(void* pawn, bool* out);
std::uint32_t is_locally_controlled(void* pawn, bool* out);
// AController::GetControlRotation and SetControlRotation (the rotation the controller aims with,
// zero until set), and APawn::GetControlRotation: its controller's, zero without one.
std::uint32_t controller_control_rotation(void* controller, std::uint8_t* out);
std::uint32_t set_control_rotation(void* controller, const std::uint8_t* rotation);
std::uint32_t pawn_control_rotation(void* pawn, std::uint8_t* out);
// UGameplayStatics::GetPlayerController, GetPlayerPawn, GetPlayerCharacter: the player at
// `index` (player controllers in spawn order), its pawn, its pawn when a character.
std::uint32_t player_controller(void* context, std::int32_t index, void** out);
std::uint32_t player_pawn(void* context, std::int32_t index, void** out);
std::uint32_t player_character(void* context, std::int32_t index, void** out);
// UGameplayStatics::GetNumLocalPlayerControllers: every player controller (all are local).
std::uint32_t num_local_player_controllers(void* context, std::int32_t* out);
// USubsystemBlueprintLibrary::GetLocalPlayerSubSystemFromPlayerController: the player's local
// player subsystem of the class, made when first asked for (a player controller stands for its
// local player). UEnhancedInputLocalPlayerSubsystem::AddMappingContext counts the contexts added.
std::uint32_t local_player_subsystem(void* player_controller, void* subsystem_class, void** out);
std::uint32_t add_mapping_context(void* subsystem, void* context, std::int32_t priority, const std::uint8_t* options);
// AActor::EnableInput and DisableInput as APawn overrides them: with no player controller or the
// pawn's own, its input bindings run or stop running (the script's `input` skips a pawn whose input
// is off); another controller changes nothing and logs Unreal's error. An actor that is not a pawn
// has no input component here: nothing happens.
std::uint32_t enable_input(void* actor, void* player_controller);
std::uint32_t disable_input(void* actor, void* player_controller);
// AActor::GetInstigatorController: the controller of the actor's instigator (a pawn spawned with
// none is its own, as APawn::PreInitializeComponents makes it), else null.
std::uint32_t instigator_controller(void* actor, void** out);

// The functions above by the names of their generated ids (engine_functions.hpp lists the areas).
const std::vector<ModelledFunction>& functions();

} // namespace rusteal::headless::players
