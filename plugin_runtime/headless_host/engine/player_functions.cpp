#include "engine/player_functions.hpp"

#include "engine/ai_functions.hpp"
#include "core/event_params.hpp"
#include "engine/gameplay_functions.hpp"
#include "core/headless_engine.hpp"

#include <cstring>
#include <string>

namespace rusteal::headless::players {

namespace {

Object* live(void* obj) { return E().object(UObjectHandle{obj}); }
bool is(const Object* o, const char* cls) { return o && o->cls->is_child_of(E().find_class(cls)); }

// The pawn's reflected Controller property (APawn::Controller), read or written in place.
const Property* controller_property(const Object* pawn) {
    const Property* p = pawn->member("Controller");
    return p && p->size == sizeof(Object*) ? p : nullptr;
}
Object* controller_of(Object* pawn) {
    Object* c = nullptr;
    if (const Property* p = controller_property(pawn)) std::memcpy(&c, pawn->value_ptr(*p), sizeof c);
    return c && c->alive ? c : nullptr;
}
void set_controller(Object* pawn, Object* controller) {
    if (const Property* p = controller_property(pawn)) std::memcpy(pawn->value_ptr(*p), &controller, sizeof controller);
}

// The player controllers, in spawn order (the engine keeps its objects in creation order).
Object* player_at(std::int32_t index) {
    if (index < 0) return nullptr;
    for (const auto& o : E().objects())
        if (o->alive && !o->is_cdo && is(o.get(), "PlayerController") && index-- == 0) return o.get();
    return nullptr;
}

// A controller possessed a pawn (AController::Possess): the pawn's ReceiveControllerChanged (when
// `old_controller` differs) and ReceivePossessed, then its ReceiveRestarted, as APawn::PossessedBy
// and the restart after it tell it, then the controller's ReceivePossess.
void route_possessed(Object* pawn, Object* controller, Object* old_controller) {
    // APawn::PossessedBy: the controller changed (NotifyControllerChanged), then ReceivePossessed.
    if (old_controller != controller)
        E().fire_event(pawn, "ReceiveControllerChanged", [&](EventParams& p) {
            p.object("OldController", old_controller);
            p.object("NewController", controller);
        });
    if (pawn->alive) E().fire_event(pawn, "ReceivePossessed", [&](EventParams& p) { p.object("NewController", controller); });
    if (pawn->alive) E().fire_event(pawn, "ReceiveRestarted", [](EventParams&) {});
    // Then AController::Possess tells the controller (its "On Possess" event), an AI controller's
    // brain started first when it starts on possession (AAIController::OnPossess).
    if (controller->alive && pawn->alive) ai::on_possessed(controller);
    if (controller->alive && pawn->alive)
        E().fire_event(controller, "ReceivePossess", [&](EventParams& p) { p.object("PossessedPawn", pawn); });
    E().destroy_pending();
}

// AController::UnPossess: the pawn's ReceiveControllerChanged (to none) and ReceiveUnpossessed,
// then the controller's ReceiveUnPossess.
void route_unpossessed(Object* pawn, Object* controller) {
    // APawn::UnPossessed: the controller changed to none, then ReceiveUnpossessed.
    E().fire_event(pawn, "ReceiveControllerChanged", [&](EventParams& p) {
        p.object("OldController", controller);
        p.object("NewController", nullptr);
    });
    if (pawn->alive) E().fire_event(pawn, "ReceiveUnpossessed", [&](EventParams& p) { p.object("OldController", controller); });
    if (controller->alive) E().fire_event(controller, "ReceiveUnPossess", [&](EventParams& p) { p.object("UnpossessedPawn", pawn); });
    E().destroy_pending();
}

template <class F>
std::uint32_t on(void* obj, F&& f) {
    Object* o = live(obj);
    if (!o) return RustealError_ObjectDestroyed;
    f(o);
    return RustealError_Ok;
}

} // namespace

Object* possessed_by(const Object* controller) {
    Object* pawn = E().actor_states().actor(controller).possessed;
    return pawn && pawn->alive ? pawn : nullptr;
}

std::uint32_t possess(void* controller, void* pawn) {
    Object* c = live(controller);
    Object* p = live(pawn);
    if (!c) return RustealError_ObjectDestroyed;
    if (!is(p, "Pawn")) return RustealError_Ok; // Unreal ignores a null pawn
    Object* previous = controller_of(p);
    if (previous && previous != c) E().actor_states().actor(previous).possessed = nullptr;
    if (Object* old = possessed_by(c); old && old != p) set_controller(old, nullptr);
    E().actor_states().actor(c).possessed = p;
    set_controller(p, c);
    route_possessed(p, c, previous);
    return RustealError_Ok;
}

std::uint32_t unpossess(void* controller) {
    return on(controller, [](Object* c) {
        Object* p = possessed_by(c);
        if (!p) return; // Unreal: nothing to do without a pawn
        set_controller(p, nullptr);
        E().actor_states().actor(c).possessed = nullptr;
        route_unpossessed(p, c);
    });
}

std::uint32_t controller_pawn(void* controller, void** out) {
    return on(controller, [&](Object* c) { *out = possessed_by(c); });
}

std::uint32_t pawn_controller(void* pawn, void** out) {
    return on(pawn, [&](Object* p) { *out = controller_of(p); });
}

std::uint32_t is_player_controller(void* controller, bool* out) {
    return on(controller, [&](Object* c) { *out = is(c, "PlayerController"); });
}

std::uint32_t is_local_controller(void* controller, bool* out) {
    return on(controller, [&](Object*) { *out = true; }); // standalone: every controller is local
}

std::uint32_t is_local_player_controller(void* controller, bool* out) {
    return on(controller, [&](Object* c) { *out = is(c, "PlayerController"); });
}

std::uint32_t is_player_controlled(void* pawn, bool* out) {
    return on(pawn, [&](Object* p) { *out = is(controller_of(p), "PlayerController"); });
}

std::uint32_t is_locally_controlled(void* pawn, bool* out) {
    return on(pawn, [&](Object* p) { *out = controller_of(p) != nullptr; });
}

std::uint32_t controller_control_rotation(void* controller, std::uint8_t* out) {
    return on(controller, [&](Object* c) { std::memcpy(out, E().actor_states().actor(c).control_rotation, 3 * sizeof(double)); });
}

std::uint32_t set_control_rotation(void* controller, const std::uint8_t* rotation) {
    return on(controller, [&](Object* c) { std::memcpy(E().actor_states().actor(c).control_rotation, rotation, 3 * sizeof(double)); });
}

std::uint32_t pawn_control_rotation(void* pawn, std::uint8_t* out) {
    return on(pawn, [&](Object* p) {
        const double zero[3] = {0, 0, 0};
        const Object* c = controller_of(p);
        std::memcpy(out, c ? E().actor_states().actor(c).control_rotation : zero, 3 * sizeof(double));
    });
}

std::uint32_t player_controller(void*, std::int32_t index, void** out) {
    *out = player_at(index);
    return RustealError_Ok;
}

std::uint32_t num_local_player_controllers(void*, std::int32_t* out) {
    std::int32_t n = 0;
    while (player_at(n)) ++n;
    *out = n;
    return RustealError_Ok;
}

std::uint32_t player_pawn(void*, std::int32_t index, void** out) {
    Object* pc = player_at(index);
    *out = pc ? possessed_by(pc) : nullptr;
    return RustealError_Ok;
}

std::uint32_t player_character(void* context, std::int32_t index, void** out) {
    player_pawn(context, index, out);
    if (!is(static_cast<Object*>(*out), "Character")) *out = nullptr;
    return RustealError_Ok;
}

std::uint32_t local_player_subsystem(void* player_controller, void* subsystem_class, void** out) {
    *out = nullptr;
    Object* pc = live(player_controller);
    if (!pc) return RustealError_ObjectDestroyed;
    Class* cls = static_cast<Class*>(subsystem_class);
    if (!cls || !is(pc, "PlayerController") || !cls->is_child_of(E().find_class("LocalPlayerSubsystem"))) return RustealError_Ok;
    *out = gameplay::one_owned_by(pc, cls);
    return RustealError_Ok;
}

std::uint32_t add_mapping_context(void* subsystem, void* context, std::int32_t, const std::uint8_t*) {
    return on(subsystem, [&](Object* s) {
        if (live(context)) ++E().actor_states().actor(s).mapping_contexts;
    });
}

namespace {

// APawn::EnableInput / DisableInput: only for the pawn's own controller, or none.
std::uint32_t set_input(void* actor, void* player_controller, bool enabled) {
    Object* o = live(actor);
    if (!o) return RustealError_ObjectDestroyed;
    if (!is(o, "Pawn")) return RustealError_Ok;
    Object* controller = player_controller ? live(player_controller) : nullptr;
    if (controller && controller != controller_of(o)) {
        E().log_line(2, std::string("LogPawn: Error: ") + (enabled ? "EnableInput" : "DisableInput") +
                            " can only be specified on a Pawn for its Controller");
        return RustealError_Ok;
    }
    E().actor_states().actor(o).input_enabled = enabled;
    return RustealError_Ok;
}

} // namespace

std::uint32_t enable_input(void* actor, void* player_controller) { return set_input(actor, player_controller, true); }

std::uint32_t disable_input(void* actor, void* player_controller) { return set_input(actor, player_controller, false); }

std::uint32_t instigator_controller(void* actor, void** out) {
    return on(actor, [&](Object* a) {
        Object* instigator = E().actor_states().actor(a).instigator;
        *out = instigator && instigator->alive && is(instigator, "Pawn") ? controller_of(instigator) : nullptr;
    });
}

const std::vector<ModelledFunction>& functions() {
    static const std::vector<ModelledFunction> table = {
        {"CONTROLLER_POSSESS", "Controller.Possess", function_entry(&possess)},
        {"CONTROLLER_UN_POSSESS", "Controller.UnPossess", function_entry(&unpossess)},
        {"CONTROLLER_K2_GET_PAWN", "Controller.K2_GetPawn", function_entry(&controller_pawn)},
        {"CONTROLLER_IS_PLAYER_CONTROLLER", "Controller.IsPlayerController", function_entry(&is_player_controller)},
        {"CONTROLLER_IS_LOCAL_CONTROLLER", "Controller.IsLocalController", function_entry(&is_local_controller)},
        {"CONTROLLER_IS_LOCAL_PLAYER_CONTROLLER", "Controller.IsLocalPlayerController", function_entry(&is_local_player_controller)},
        {"PAWN_GET_CONTROLLER", "Pawn.GetController", function_entry(&pawn_controller)},
        {"PAWN_GET_CONTROL_ROTATION", "Pawn.GetControlRotation", function_entry(&pawn_control_rotation)},
        {"CONTROLLER_GET_CONTROL_ROTATION", "Controller.GetControlRotation", function_entry(&controller_control_rotation)},
        {"CONTROLLER_SET_CONTROL_ROTATION", "Controller.SetControlRotation", function_entry(&set_control_rotation)},
        {"PAWN_IS_PLAYER_CONTROLLED", "Pawn.IsPlayerControlled", function_entry(&is_player_controlled)},
        {"PAWN_IS_LOCALLY_CONTROLLED", "Pawn.IsLocallyControlled", function_entry(&is_locally_controlled)},
        {"GAMEPLAY_STATICS_GET_PLAYER_CONTROLLER", "GameplayStatics.GetPlayerController", function_entry(&player_controller)},
        {"GAMEPLAY_STATICS_GET_PLAYER_PAWN", "GameplayStatics.GetPlayerPawn", function_entry(&player_pawn)},
        {"GAMEPLAY_STATICS_GET_NUM_LOCAL_PLAYER_CONTROLLERS", "GameplayStatics.GetNumLocalPlayerControllers",
         function_entry(&num_local_player_controllers)},
        {"GAMEPLAY_STATICS_GET_PLAYER_CHARACTER", "GameplayStatics.GetPlayerCharacter", function_entry(&player_character)},
        {"SUBSYSTEM_BLUEPRINT_LIBRARY_GET_LOCAL_PLAYER_SUB_SYSTEM_FROM_PLAYER_CONTROLLER",
         "SubsystemBlueprintLibrary.GetLocalPlayerSubSystemFromPlayerController", function_entry(&local_player_subsystem)},
        {"ENHANCED_INPUT_LOCAL_PLAYER_SUBSYSTEM_ADD_MAPPING_CONTEXT", "EnhancedInputLocalPlayerSubsystem.AddMappingContext",
         function_entry(&add_mapping_context)},
        {"ACTOR_ENABLE_INPUT", "Actor.EnableInput", function_entry(&enable_input)},
        {"ACTOR_DISABLE_INPUT", "Actor.DisableInput", function_entry(&disable_input)},
        {"ACTOR_GET_INSTIGATOR_CONTROLLER", "Actor.GetInstigatorController", function_entry(&instigator_controller)},
    };
    return table;
}

} // namespace rusteal::headless::players
