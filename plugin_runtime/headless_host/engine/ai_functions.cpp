// An AI controller's focus, a brain's logic, AI perception and the AI side's engine functions in
// the headless host (ai_functions.hpp).
#include "engine/ai_functions.hpp"

#include "engine/collision_functions.hpp"
#include "core/event_params.hpp"
#include "engine/game_functions.hpp"
#include "core/headless_engine.hpp"
#include "engine/hit_result.hpp"
#include "engine/navigation_functions.hpp"
#include "engine/player_functions.hpp"
#include "engine/state_tree_functions.hpp"
#include "core/value_text.hpp"

#include <algorithm>
#include <cfloat>

namespace rusteal::headless::ai {

namespace {

using Code = std::uint32_t;

Object* live(void* obj) { return E().object(UObjectHandle{obj}); }

ActorState& state(const Object* o) { return E().actor_states().actor(o); }

Object* pawn_of(Object* controller) {
    void* pawn = nullptr;
    players::controller_pawn(controller, &pawn);
    return static_cast<Object*>(pawn);
}

// The focus actor while it lives.
Object* focus_actor(const Object* controller) {
    Object* a = state(controller).focus_actor;
    return a && a->alive ? a : nullptr;
}

// AAIController::GetFocalPoint: the focus actor's location, else the focal point, else none.
bool focal_point(const Object* controller, double (&out)[3]) {
    if (Object* a = focus_actor(controller)) {
        double rot[3];
        E().actor_states().world_transform(a, out, rot);
        return true;
    }
    const ActorState& s = state(controller);
    if (!s.has_focal_point) return false;
    std::copy(std::begin(s.focal_point), std::end(s.focal_point), out);
    return true;
}

Code set_focus(void* controller, void* actor) {
    Object* c = live(controller);
    if (!c) return RustealError_ObjectDestroyed;
    ActorState& s = state(c);
    s.focus_actor = actor ? live(actor) : nullptr;
    s.has_focal_point = false;
    return RustealError_Ok;
}

Code set_focal_point(void* controller, const std::uint8_t* point) {
    Object* c = live(controller);
    if (!c) return RustealError_ObjectDestroyed;
    ActorState& s = state(c);
    const Point p = read_point(point);
    std::copy(p.begin(), p.end(), s.focal_point);
    s.has_focal_point = true;
    s.focus_actor = nullptr;
    return RustealError_Ok;
}

Code clear_focus(void* controller) {
    Object* c = live(controller);
    if (!c) return RustealError_ObjectDestroyed;
    state(c).focus_actor = nullptr;
    state(c).has_focal_point = false;
    return RustealError_Ok;
}

Code get_focus_actor(void* controller, void** out) {
    *out = nullptr;
    Object* c = live(controller);
    if (!c) return RustealError_ObjectDestroyed;
    *out = focus_actor(c);
    return RustealError_Ok;
}

Code get_focal_point(void* controller, std::uint8_t* out) {
    Object* c = live(controller);
    if (!c) return RustealError_ObjectDestroyed;
    double p[3] = {FLT_MAX, FLT_MAX, FLT_MAX}; // FAISystem::InvalidLocation
    focal_point(c, p);
    write_point(out, Point{p[0], p[1], p[2]});
    return RustealError_Ok;
}

Code start_logic(void* brain) {
    Object* b = live(brain);
    if (!b) return RustealError_ObjectDestroyed;
    state(b).logic_running = true;
    return RustealError_Ok;
}

Code stop_logic(void* brain, const char* /*reason*/, std::uint32_t /*len*/) {
    Object* b = live(brain);
    if (!b) return RustealError_ObjectDestroyed;
    state(b).logic_running = false;
    E().subsystem<StateTrees>().stop(b);
    return RustealError_Ok;
}

Code restart_logic(void* brain) {
    Object* b = live(brain);
    if (!b) return RustealError_ObjectDestroyed;
    E().subsystem<StateTrees>().stop(b);
    state(b).logic_running = true;
    return RustealError_Ok;
}

Code is_running(void* brain, bool* out) {
    *out = false;
    Object* b = live(brain);
    if (!b) return RustealError_ObjectDestroyed;
    *out = logic_running(b);
    return RustealError_Ok;
}

Code is_paused(void* brain, bool* out) {
    *out = false;
    return live(brain) ? RustealError_Ok : RustealError_ObjectDestroyed;
}

Code set_physics_blend_weight(void* component, float weight) {
    Object* c = live(component);
    if (!c) return RustealError_ObjectDestroyed;
    Body& b = collision::body_of(c);
    b.physics_blend_weight = weight;
    if (weight >= 1.0f) b.simulate_physics = true;
    else if (weight <= 0.0f) b.simulate_physics = false;
    return RustealError_Ok;
}

// The half size of a primitive component's collision shape on each axis (zero for a shape the
// host does not know).
Point half_size(const Object* c) {
    if (is_a(c, "CapsuleComponent")) {
        float r = 0, hh = 0;
        c->read("CapsuleRadius", r);
        c->read("CapsuleHalfHeight", hh);
        return {r, r, std::max(hh, r)};
    }
    if (is_a(c, "SphereComponent")) {
        float r = 0;
        c->read("SphereRadius", r);
        return {r, r, r};
    }
    if (is_a(c, "BoxComponent")) {
        Point e{0, 0, 0};
        c->read("BoxExtent", e);
        return e;
    }
    return {0, 0, 0};
}

Code get_actor_bounds(void* actor, bool only_colliding, std::uint8_t* origin, std::uint8_t* extent, bool /*children*/) {
    Object* a = live(actor);
    if (!a) return RustealError_ObjectDestroyed;
    double lo[3] = {DBL_MAX, DBL_MAX, DBL_MAX}, hi[3] = {-DBL_MAX, -DBL_MAX, -DBL_MAX};
    bool any = false;
    for (Object* c : collision::primitives_of(a)) {
        if (only_colliding && collision::body_of(c).collision_enabled == 0) continue; // NoCollision
        double at[3], rot[3];
        E().actor_states().world_transform(c, at, rot);
        const Point h = half_size(c);
        for (int i = 0; i < 3; ++i) {
            lo[i] = std::min(lo[i], at[i] - h[i]);
            hi[i] = std::max(hi[i], at[i] + h[i]);
        }
        any = true;
    }
    if (!any) {
        double at[3], rot[3];
        E().actor_states().world_transform(a, at, rot);
        write_point(origin, Point{at[0], at[1], at[2]});
        write_point(extent, Point{0, 0, 0});
        return RustealError_Ok;
    }
    write_point(origin, Point{(lo[0] + hi[0]) / 2, (lo[1] + hi[1]) / 2, (lo[2] + hi[2]) / 2});
    write_point(extent, Point{(hi[0] - lo[0]) / 2, (hi[1] - lo[1]) / 2, (hi[2] - lo[2]) / 2});
    return RustealError_Ok;
}

Code stop_active_movement(void* movement) {
    Object* m = live(movement);
    if (!m) return RustealError_ObjectDestroyed;
    for (Object* o = m->outer; o; o = o->outer)
        if (is_a(o, "Pawn")) {
            E().subsystem<Navigation>().pending_input(o) = Point{0, 0, 0};
            break;
        }
    return RustealError_Ok;
}

} // namespace

Object* brain_of(const Object* controller) {
    if (!controller) return nullptr;
    for (const auto& [name, c] : controller->subobjects)
        if (c->alive && is_a(c, "BrainComponent")) return c;
    return nullptr;
}

bool logic_running(const Object* brain) { return brain && brain->alive && state(brain).logic_running; }

void on_possessed(Object* controller) {
    if (!is_a(controller, "AIController")) return;
    bool start = false;
    controller->read("bStartAILogicOnPossess", start);
    if (Object* brain = brain_of(controller); brain && start) state(brain).logic_running = true;
}

void tick() {
    const Class* ai_controller = E().find_class("AIController");
    if (!ai_controller) return;
    for (const auto& owned : E().objects()) {
        Object* c = owned.get();
        if (!c->alive || !c->cls->is_child_of(ai_controller)) continue;
        double point[3];
        if (!focal_point(c, point)) continue;
        Object* pawn = pawn_of(c);
        if (!pawn) continue;
        double at[3], rot[3];
        E().actor_states().world_transform(pawn, at, rot);
        // The rotation looking from the pawn at the point (FindLookAtRotation's: no roll).
        double turn[3];
        game::find_look_at_rotation(reinterpret_cast<const std::uint8_t*>(at), reinterpret_cast<const std::uint8_t*>(point),
                                    reinterpret_cast<std::uint8_t*>(turn));
        std::copy(std::begin(turn), std::end(turn), state(c).control_rotation);
        bool use_yaw = false;
        pawn->read("bUseControllerRotationYaw", use_yaw);
        ActorState& p = state(pawn);
        if (use_yaw && !p.attach_parent) p.rotation[1] = turn[1];
    }
}

Outcome perceive(Object* component, Object* actor, std::string_view stimulus) {
    if (!is_a(component, "AIPerceptionComponent") || !component->alive) return Outcome::fail("perceive: no live AI perception component");
    if (!actor || !actor->alive) return Outcome::fail("perceive: no live actor to perceive");
    const Property* d = component->member("OnTargetPerceptionUpdated");
    if (!d || !d->signature) return Outcome::fail("perceive: " + component->cls->name + " has no OnTargetPerceptionUpdated");
    const Property* s = d->signature->param("Stimulus");
    if (!s) return Outcome::fail("perceive: the perception delegate has no Stimulus parameter");
    // The stimulus is read before anything hears it: one that does not parse is refused.
    EventParams params(*d->signature);
    params.object("Actor", actor);
    std::string error;
    if (!parse_value(E(), *s, stimulus, params.at("Stimulus"), error)) return Outcome::fail("perceive: the stimulus: " + error);
    E().broadcast(component, *d, params.data());
    return Outcome::value(component->name + " perceives " + actor->name);
}

Outcome forget(Object* component, Object* actor) {
    if (!is_a(component, "AIPerceptionComponent") || !component->alive) return Outcome::fail("forget: no live AI perception component");
    if (!actor) return Outcome::fail("forget: no actor to forget");
    E().broadcast_native(component, "OnTargetPerceptionForgotten", [&](EventParams& p) { p.object("Actor", actor); });
    return Outcome::value(component->name + " forgets " + actor->name);
}

const std::vector<ModelledFunction>& functions() {
    static const std::vector<ModelledFunction> table = {
        {"AI_CONTROLLER_K2_SET_FOCUS", "AIController.K2_SetFocus", function_entry(&set_focus)},
        {"AI_CONTROLLER_K2_SET_FOCAL_POINT", "AIController.K2_SetFocalPoint", function_entry(&set_focal_point)},
        {"AI_CONTROLLER_K2_CLEAR_FOCUS", "AIController.K2_ClearFocus", function_entry(&clear_focus)},
        {"AI_CONTROLLER_GET_FOCUS_ACTOR", "AIController.GetFocusActor", function_entry(&get_focus_actor)},
        {"AI_CONTROLLER_GET_FOCAL_POINT", "AIController.GetFocalPoint", function_entry(&get_focal_point)},
        {"BRAIN_COMPONENT_START_LOGIC", "BrainComponent.StartLogic", function_entry(&start_logic)},
        {"BRAIN_COMPONENT_RESTART_LOGIC", "BrainComponent.RestartLogic", function_entry(&restart_logic)},
        {"BRAIN_COMPONENT_STOP_LOGIC", "BrainComponent.StopLogic", function_entry(&stop_logic)},
        {"BRAIN_COMPONENT_IS_RUNNING", "BrainComponent.IsRunning", function_entry(&is_running)},
        {"BRAIN_COMPONENT_IS_PAUSED", "BrainComponent.IsPaused", function_entry(&is_paused)},
        {"SKELETAL_MESH_COMPONENT_SET_PHYSICS_BLEND_WEIGHT", "SkeletalMeshComponent.SetPhysicsBlendWeight",
         function_entry(&set_physics_blend_weight)},
        {"ACTOR_GET_ACTOR_BOUNDS", "Actor.GetActorBounds", function_entry(&get_actor_bounds)},
        {"NAV_MOVEMENT_COMPONENT_STOP_ACTIVE_MOVEMENT", "NavMovementComponent.StopActiveMovement", function_entry(&stop_active_movement)},
    };
    return table;
}

} // namespace rusteal::headless::ai

namespace rusteal::headless {

void AiControllers::tick(float) { ai::tick(); }

void AiControllers::post_initialize_components(Object* pawn) {
    // APawn::PostInitializeComponents: a pawn no player possesses, that AutoPossessAI lets an AI
    // possess when spawned (every actor a scene makes is spawned, none placed in a level), gets
    // one of its AIControllerClass (SpawnDefaultController), which possesses it.
    constexpr std::uint8_t kSpawned = 2, kPlacedInWorldOrSpawned = 3; // EAutoPossessAI
    const Class* pawn_class = E().find_class("Pawn");
    if (!pawn_class || !pawn->cls->is_child_of(pawn_class)) return;
    std::uint8_t auto_ai = 0, auto_player = 0;
    Object* controller = nullptr;
    Class* ai_class = nullptr;
    pawn->read("AutoPossessAI", auto_ai);
    pawn->read("AutoPossessPlayer", auto_player);
    pawn->read("Controller", controller);
    pawn->read("AIControllerClass", ai_class);
    if (auto_player != 0 || controller || !ai_class || (auto_ai != kSpawned && auto_ai != kPlacedInWorldOrSpawned)) return;
    SpawnSetup at;
    double turn[3];
    E().actor_states().world_transform(pawn, at.location, turn);
    at.rotation[1] = turn[1];
    at.instigator = pawn;
    Object* spawned = nullptr;
    if (!E().spawn_actor(ai_class, at, false, spawned).ok || !spawned || !spawned->alive || !pawn->alive) return;
    players::possess(spawned, pawn);
}

} // namespace rusteal::headless
