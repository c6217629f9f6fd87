#pragma once
// The engine functions of moving where the player points that the host models, and the state
// they share (`Navigation`, one per engine): what the mouse cursor (or a finger) is over, a
// pawn's movement input, a controller's move along the navigation mesh
// (UAIBlueprintHelperLibrary::SimpleMoveToLocation) and its stop, the world's time, and an effect
// spawned at a place (UNiagaraFunctionLibrary::SpawnSystemAtLocation).
//
// The host renders nothing and has no collision and no navigation mesh, so: a scene says what the
// cursor's trace hits (the script's `cursor X Y Z`, or `cursor none`); a finger's trace hits the
// same point. A move walks the controlled pawn straight to its goal, on the horizontal plane (a
// navigation path's points are on the floor, the pawn's location at its middle), at its movement
// component's MaxWalkSpeed, one step a frame, and ends there. An effect is a NiagaraComponent
// in the world at the place, which nothing draws. Movement input is kept as APawn keeps it: added
// up during a frame (`GetPendingMovementInputVector`), taken at the end of the frame by the
// movement as a character's does (`GetLastMovementInputVector` gives what it took); it moves
// nothing by itself.
//
// The navigation system's point queries (UNavigationSystemV1's K2_GetRandomReachablePointInRadius,
// K2_GetRandomLocationInNavigableRadius, K2_ProjectPointToNavigation) use the navigation data
// given, else the world's first NavigationData actor (a RecastNavMesh the scene spawns): without
// one they fail (false), as Unreal's do without navigation data. The mesh covers the floor
// everywhere: a random point is uniform in the circle of the radius around the origin, at the
// origin's height (from the host's random stream, game_functions.hpp), a point projects onto
// itself.
//
// Each function has the C signature of its generated wrapper (a struct parameter is its bytes,
// an out struct the caller's memory).
#include "engine/hit_result.hpp"
#include "api/modelled_function.hpp"
#include "core/object_model.hpp"
#include "core/world_subsystem.hpp"

#include <array>
#include <optional>
#include <unordered_map>
#include <vector>

namespace rusteal::headless {

class Navigation final : public WorldSubsystem {
public:
    // What the cursor (and a finger) is over: a point on a surface, or nothing.
    void point_at(std::optional<Point> point) { cursor_ = point; }
    const std::optional<Point>& pointed() const { return cursor_; }

    // A pawn's movement input (APawn::ControlInputVector) and what the movement last took.
    Point& pending_input(const Object* pawn) { return inputs_[pawn].pending; }
    Point& last_input(const Object* pawn) { return inputs_[pawn].last; }

    // A path following component's move to `goal`; a new move replaces the one under way (an AI
    // controller's replaced or aborted move ends Aborted).
    void request_move(Object* path_following, const Point& goal);
    // An AI controller's move (AAIController::MoveToLocation): it ends within `acceptance` of the
    // goal on the horizontal plane, and the controller's ReceiveMoveCompleted is broadcast with its
    // request id and result. The id (ids count from 1).
    std::uint32_t request_ai_move(Object* path_following, Object* controller, const Point& goal, double acceptance);
    void abort_move(const Object* path_following);
    // A request id for a move that ends as it starts (AlreadyAtGoal).
    std::uint32_t take_move_id() { return next_move_id_++; }
    std::optional<Point> goal(const Object* path_following) const;

    // One frame: each pawn's movement input taken, then each move advanced by a step.
    void tick(float delta_seconds) override;
    // A destroyed object: its input or move forgotten.
    void forget(const Object* o) override;

private:
    struct Input {
        Point pending{0, 0, 0};
        Point last{0, 0, 0};
    };
    struct Move {
        Point goal{0, 0, 0};
        double acceptance = 0;
        Object* controller = nullptr; // an AI controller's move: told how it ended
        std::uint32_t id = 0;
    };
    std::optional<Point> cursor_;
    std::unordered_map<const Object*, Input> inputs_;
    std::unordered_map<const Object*, Move> moves_;
    std::uint32_t next_move_id_ = 1;
};

namespace navigation {

// APlayerController::GetHitResultUnderCursorByChannel and GetHitResultUnderFingerByChannel: true
// with the hit's Location and ImpactPoint at the pointed point (bBlockingHit set) when the
// cursor is over something, else false and an empty hit.
std::uint32_t hit_under_cursor(void* controller, std::uint8_t trace_channel, bool trace_complex, std::uint8_t* hit, bool* out);
std::uint32_t hit_under_finger(void* controller, std::uint8_t finger, std::uint8_t trace_channel, bool trace_complex,
                               std::uint8_t* hit, bool* out);
// APawn::AddMovementInput, GetPendingMovementInputVector, GetLastMovementInputVector,
// ConsumeMovementInputVector.
std::uint32_t add_movement_input(void* pawn, const std::uint8_t* world_direction, float scale, bool force);
std::uint32_t pending_movement_input(void* pawn, std::uint8_t* out);
std::uint32_t last_movement_input(void* pawn, std::uint8_t* out);
std::uint32_t consume_movement_input(void* pawn, std::uint8_t* out);
// AController::StopMovement: the move of the controller's path following component ends.
std::uint32_t stop_movement(void* controller);
// UAIBlueprintHelperLibrary::SimpleMoveToLocation: the controller's PathFollowingComponent (one is
// added, as Unreal does, when it has none) moves its pawn to the goal; nothing for a controller
// without a pawn.
std::uint32_t simple_move_to_location(void* controller, const std::uint8_t* goal);
// AAIController::MoveToLocation: a move of the controller's path following component to the goal
// (straight, as above; the goal neither projected nor the path partial, there being no mesh),
// ending within AcceptanceRadius (plus the pawn's capsule radius with bStopOnOverlap; a negative
// radius is none); RequestSuccessful, AlreadyAtGoal (ReceiveMoveCompleted broadcast Success at
// once, as Unreal's immediate finish does) or Failed without a pawn.
std::uint32_t move_to_location(void* controller, const std::uint8_t* goal, float acceptance, bool stop_on_overlap, bool, bool,
                               bool, void*, bool, std::int32_t* out);
// The controller's ReceiveMoveCompleted with the request id and EPathFollowingResult.
void move_completed(Object* controller, std::uint32_t id, std::int32_t result);
// UNiagaraFunctionLibrary::SpawnSystemAtLocation: null for no system, else a NiagaraComponent in
// the world at the location, rotation and scale, its Asset the system.
std::uint32_t spawn_system_at_location(void* context, void* system, const std::uint8_t* location, const std::uint8_t* rotation,
                                       const std::uint8_t* scale, bool auto_destroy, bool auto_activate, std::uint8_t pooling,
                                       bool pre_cull_check, void** out);
// UGameplayStatics::GetWorldDeltaSeconds (the last frame's) and GetTimeSeconds (since play began).
std::uint32_t world_delta_seconds(void* context, double* out);
std::uint32_t time_seconds(void* context, double* out);

// These functions' table entries.
const std::vector<ModelledFunction>& functions();

} // namespace navigation
} // namespace rusteal::headless
