#include "engine/navigation_functions.hpp"

#include "engine/game_functions.hpp"
#include "engine/gameplay_functions.hpp"
#include "core/event_params.hpp"
#include "core/headless_engine.hpp"
#include "engine/player_functions.hpp"

#include <cmath>
#include <cstring>
#include <algorithm>
#include <numbers>
#include <random>

namespace rusteal::headless {

namespace {

std::uint32_t pointed_hit(void* controller, std::uint8_t* hit, bool* out) {
    *out = false;
    if (!E().object(UObjectHandle{controller})) return RustealError_ObjectDestroyed;
    if (const auto& point = E().subsystem<Navigation>().pointed()) {
        write_hit(hit, Hit{*point, std::nullopt, std::nullopt});
        *out = true;
    }
    return RustealError_Ok;
}

std::uint32_t read_input(void* pawn, std::uint8_t* out, bool last, bool consume) {
    Object* o = E().object(UObjectHandle{pawn});
    if (!o) return RustealError_ObjectDestroyed;
    Navigation& n = E().subsystem<Navigation>();
    if (consume) {
        n.last_input(o) = n.pending_input(o);
        n.pending_input(o) = {0, 0, 0};
    }
    write_point(out, last ? n.last_input(o) : n.pending_input(o));
    return RustealError_Ok;
}

// The navigation data a query uses: the one given, else the world's first NavigationData actor.
Object* navigation_data(void* given) {
    if (Object* o = E().object(UObjectHandle{given})) return o;
    const Class* data = E().find_class("NavigationData");
    for (const auto& o : E().objects())
        if (data && o->alive && !o->is_cdo && o->cls->is_child_of(data)) return o.get();
    return nullptr;
}

std::uint32_t random_point_in_radius(void* context, const std::uint8_t* origin, std::uint8_t* out, float radius, void* nav_data,
                                     void* /*filter*/, bool* found) {
    *found = false;
    if (context && !E().object(UObjectHandle{context})) return RustealError_ObjectDestroyed;
    const Point at = read_point(origin);
    write_point(out, at);
    if (!navigation_data(nav_data)) return RustealError_Ok;
    auto& stream = game::random_stream();
    const double angle = std::uniform_real_distribution<double>(0.0, 2.0 * std::numbers::pi)(stream);
    const double distance = std::max(0.0f, radius) * std::sqrt(std::uniform_real_distribution<double>(0.0, 1.0)(stream));
    write_point(out, {at[0] + distance * std::cos(angle), at[1] + distance * std::sin(angle), at[2]});
    *found = true;
    return RustealError_Ok;
}

std::uint32_t project_point(void* context, const std::uint8_t* point, std::uint8_t* out, void* nav_data, void* /*filter*/,
                            const std::uint8_t* /*extent*/, bool* found) {
    *found = false;
    if (context && !E().object(UObjectHandle{context})) return RustealError_ObjectDestroyed;
    write_point(out, read_point(point));
    *found = navigation_data(nav_data) != nullptr;
    return RustealError_Ok;
}

} // namespace

constexpr std::int32_t kMoveSuccess = 0, kMoveAborted = 3; // EPathFollowingResult

std::optional<Point> Navigation::goal(const Object* path_following) const {
    auto it = moves_.find(path_following);
    if (it == moves_.end()) return std::nullopt;
    return it->second.goal;
}

void Navigation::request_move(Object* path_following, const Point& goal) {
    abort_move(path_following);
    moves_[path_following] = Move{goal, 0, nullptr, 0};
}

std::uint32_t Navigation::request_ai_move(Object* path_following, Object* controller, const Point& goal, double acceptance) {
    abort_move(path_following);
    const std::uint32_t id = next_move_id_++;
    moves_[path_following] = Move{goal, acceptance, controller, id};
    return id;
}

void Navigation::abort_move(const Object* path_following) {
    auto it = moves_.find(path_following);
    if (it == moves_.end()) return;
    const Move move = it->second;
    moves_.erase(it);
    if (move.controller && move.controller->alive) navigation::move_completed(move.controller, move.id, kMoveAborted);
}

void Navigation::tick(float delta_seconds) {
    // The movement takes the frame's input, as UCharacterMovementComponent's tick consumes it.
    for (auto& [pawn, input] : inputs_)
        if (gameplay::movement_component(pawn)) {
            input.last = input.pending;
            input.pending = {0, 0, 0};
        }
    std::vector<const Object*> done;
    for (const auto& [path_following, move] : moves_) {
        const Point& goal = move.goal;
        Object* pawn = path_following->outer ? players::possessed_by(path_following->outer) : nullptr;
        if (!pawn) {
            done.push_back(path_following);
            continue;
        }
        Object* movement = gameplay::movement_component(pawn);
        float speed = 0;
        if (movement) movement->read("MaxWalkSpeed", speed);
        ActorState& s = E().actor_states().actor(pawn);
        const double dx = goal[0] - s.location[0], dy = goal[1] - s.location[1];
        const double left = std::hypot(dx, dy), step = static_cast<double>(speed) * delta_seconds;
        Point velocity{0, 0, 0};
        if (move.acceptance > 0 && left <= move.acceptance) {
            done.push_back(path_following); // within the acceptance radius: there
        } else if (left <= step || left < 1e-6) {
            s.location[0] = goal[0];
            s.location[1] = goal[1];
            done.push_back(path_following);
        } else {
            s.location[0] += dx / left * step;
            s.location[1] += dy / left * step;
            velocity = {dx / left * speed, dy / left * speed, 0};
        }
        if (movement) movement->write("Velocity", velocity); // zero once there
    }
    for (const Object* o : done) {
        const Move move = moves_[o];
        moves_.erase(o);
        if (move.controller && move.controller->alive) navigation::move_completed(move.controller, move.id, kMoveSuccess);
    }
}

void Navigation::forget(const Object* o) {
    inputs_.erase(o);
    moves_.erase(o);
}

namespace navigation {

std::uint32_t hit_under_cursor(void* controller, std::uint8_t, bool, std::uint8_t* hit, bool* out) {
    return pointed_hit(controller, hit, out);
}

std::uint32_t hit_under_finger(void* controller, std::uint8_t, std::uint8_t, bool, std::uint8_t* hit, bool* out) {
    return pointed_hit(controller, hit, out);
}

std::uint32_t add_movement_input(void* pawn, const std::uint8_t* world_direction, float scale, bool) {
    Object* o = E().object(UObjectHandle{pawn});
    if (!o) return RustealError_ObjectDestroyed;
    const Point d = read_point(world_direction);
    Point& pending = E().subsystem<Navigation>().pending_input(o);
    for (int i = 0; i < 3; ++i) pending[i] += d[i] * scale;
    return RustealError_Ok;
}

std::uint32_t pending_movement_input(void* pawn, std::uint8_t* out) { return read_input(pawn, out, false, false); }
std::uint32_t last_movement_input(void* pawn, std::uint8_t* out) { return read_input(pawn, out, true, false); }
std::uint32_t consume_movement_input(void* pawn, std::uint8_t* out) { return read_input(pawn, out, true, true); }

std::uint32_t stop_movement(void* controller) {
    Object* o = E().object(UObjectHandle{controller});
    if (!o) return RustealError_ObjectDestroyed;
    if (Object* path_following = gameplay::component_of(o, E().find_class("PathFollowingComponent"))) {
        E().subsystem<Navigation>().abort_move(path_following);
        if (Object* pawn = players::possessed_by(o))
            if (Object* movement = gameplay::movement_component(pawn)) gameplay::stop_movement_immediately(movement);
    }
    return RustealError_Ok;
}

std::uint32_t simple_move_to_location(void* controller, const std::uint8_t* goal) {
    Object* o = controller ? E().object(UObjectHandle{controller}) : nullptr;
    Object* pawn = o ? players::possessed_by(o) : nullptr;
    if (!o || !pawn) {
        E().log_line(1, "LogNavigation: Warning: SimpleMoveToLocation: " + std::string(!o ? "no controller" : "its controller controls no pawn"));
        return RustealError_Ok;
    }
    Object* path_following = gameplay::component_of(o, E().find_class("PathFollowingComponent"));
    if (!path_following) path_following = E().new_object_in(o, E().find_class("PathFollowingComponent"));
    if (path_following) E().subsystem<Navigation>().request_move(path_following, read_point(goal));
    return RustealError_Ok;
}

std::uint32_t move_to_location(void* controller, const std::uint8_t* goal, float acceptance, bool stop_on_overlap, bool, bool,
                               bool, void*, bool, std::int32_t* out) {
    constexpr std::int32_t kFailed = 0, kAlreadyAtGoal = 1, kRequestSuccessful = 2; // EPathFollowingRequestResult
    *out = kFailed;
    Object* o = E().object(UObjectHandle{controller});
    if (!o) return RustealError_ObjectDestroyed;
    Object* pawn = players::possessed_by(o);
    if (!pawn) return RustealError_Ok;
    double radius = std::max(0.0f, acceptance);
    if (stop_on_overlap)
        if (Object* capsule = gameplay::component_of(pawn, E().find_class("CapsuleComponent")))
            radius += capsule->value_or<float>("CapsuleRadius", 0.0f);
    Object* path_following = gameplay::component_of(o, E().find_class("PathFollowingComponent"));
    if (!path_following) path_following = E().new_object_in(o, E().find_class("PathFollowingComponent"));
    if (!path_following) return RustealError_Ok;
    const Point to = read_point(goal);
    const ActorState& s = E().actor_states().actor(pawn);
    if (std::hypot(to[0] - s.location[0], to[1] - s.location[1]) <= radius) {
        // AAIController::MoveTo's immediate finish: the request ends Success before it returns.
        E().subsystem<Navigation>().abort_move(path_following);
        *out = kAlreadyAtGoal;
        move_completed(o, E().subsystem<Navigation>().take_move_id(), kMoveSuccess);
        return RustealError_Ok;
    }
    E().subsystem<Navigation>().request_ai_move(path_following, o, to, radius);
    *out = kRequestSuccessful;
    return RustealError_Ok;
}

void move_completed(Object* controller, std::uint32_t id, std::int32_t result) {
    E().broadcast_native(controller, "ReceiveMoveCompleted", [&](EventParams& p) {
        // FAIRequestID's one member, its uint32 RequestID (not reflected: the struct may be smaller here).
        if (std::uint8_t* request = p.at("RequestID"); request && p.size_of("RequestID") >= sizeof id) std::memcpy(request, &id, sizeof id);
        p.int32("Result", result);
    });
}

std::uint32_t spawn_system_at_location(void* context, void* system, const std::uint8_t* location, const std::uint8_t* rotation,
                                       const std::uint8_t* scale, bool, bool, std::uint8_t, bool, void** out) {
    *out = nullptr;
    if (context && !E().object(UObjectHandle{context})) return RustealError_ObjectDestroyed;
    if (!system || !E().object(UObjectHandle{system})) return RustealError_Ok;
    Class* component_class = E().find_class("NiagaraComponent");
    Object* component = component_class ? E().new_object_in(E().world(), component_class) : nullptr;
    if (!component) return RustealError_Ok;
    ActorState& s = E().actor_states().actor(component);
    std::memcpy(s.location, location, sizeof s.location);
    std::memcpy(s.rotation, rotation, sizeof s.rotation);
    std::memcpy(s.scale, scale, sizeof s.scale);
    *out = component;
    return RustealError_Ok;
}

std::uint32_t world_delta_seconds(void* context, double* out) {
    if (context && !E().object(UObjectHandle{context})) return RustealError_ObjectDestroyed;
    *out = E().delta_seconds();
    return RustealError_Ok;
}

std::uint32_t time_seconds(void* context, double* out) {
    if (context && !E().object(UObjectHandle{context})) return RustealError_ObjectDestroyed;
    *out = E().time_seconds();
    return RustealError_Ok;
}

const std::vector<ModelledFunction>& functions() {
    static const std::vector<ModelledFunction> table = {
        {"NAVIGATION_SYSTEM_V1_K2_GET_RANDOM_REACHABLE_POINT_IN_RADIUS", "NavigationSystemV1.K2_GetRandomReachablePointInRadius",
         function_entry(&random_point_in_radius)},
        {"NAVIGATION_SYSTEM_V1_K2_GET_RANDOM_LOCATION_IN_NAVIGABLE_RADIUS", "NavigationSystemV1.K2_GetRandomLocationInNavigableRadius",
         function_entry(&random_point_in_radius)},
        {"NAVIGATION_SYSTEM_V1_K2_PROJECT_POINT_TO_NAVIGATION", "NavigationSystemV1.K2_ProjectPointToNavigation",
         function_entry(&project_point)},
        {"PLAYER_CONTROLLER_GET_HIT_RESULT_UNDER_CURSOR_BY_CHANNEL", "PlayerController.GetHitResultUnderCursorByChannel",
         function_entry(&hit_under_cursor)},
        {"AI_CONTROLLER_MOVE_TO_LOCATION", "AIController.MoveToLocation", function_entry(&move_to_location)},
        {"PLAYER_CONTROLLER_GET_HIT_RESULT_UNDER_FINGER_BY_CHANNEL", "PlayerController.GetHitResultUnderFingerByChannel",
         function_entry(&hit_under_finger)},
        {"PAWN_ADD_MOVEMENT_INPUT", "Pawn.AddMovementInput", function_entry(&add_movement_input)},
        {"PAWN_GET_PENDING_MOVEMENT_INPUT_VECTOR", "Pawn.GetPendingMovementInputVector", function_entry(&pending_movement_input)},
        {"PAWN_GET_LAST_MOVEMENT_INPUT_VECTOR", "Pawn.GetLastMovementInputVector", function_entry(&last_movement_input)},
        {"PAWN_CONSUME_MOVEMENT_INPUT_VECTOR", "Pawn.ConsumeMovementInputVector", function_entry(&consume_movement_input)},
        {"CONTROLLER_STOP_MOVEMENT", "Controller.StopMovement", function_entry(&stop_movement)},
        {"AI_BLUEPRINT_HELPER_LIBRARY_SIMPLE_MOVE_TO_LOCATION", "AIBlueprintHelperLibrary.SimpleMoveToLocation",
         function_entry(&simple_move_to_location)},
        {"NIAGARA_FUNCTION_LIBRARY_SPAWN_SYSTEM_AT_LOCATION", "NiagaraFunctionLibrary.SpawnSystemAtLocation",
         function_entry(&spawn_system_at_location)},
        {"GAMEPLAY_STATICS_GET_WORLD_DELTA_SECONDS", "GameplayStatics.GetWorldDeltaSeconds", function_entry(&world_delta_seconds)},
        {"GAMEPLAY_STATICS_GET_TIME_SECONDS", "GameplayStatics.GetTimeSeconds", function_entry(&time_seconds)},
    };
    return table;
}

} // namespace navigation
} // namespace rusteal::headless
