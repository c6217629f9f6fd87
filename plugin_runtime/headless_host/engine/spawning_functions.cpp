// Kismet's deferred spawn, life spans and projectile movement in the headless host
// (spawning_functions.hpp).
#include "engine/spawning_functions.hpp"

#include "core/event_params.hpp"
#include "core/headless_engine.hpp"
#include "engine/movement_functions.hpp"
#include "api/world_api.hpp"

#include <cmath>
#include <numbers>

namespace rusteal::headless {

namespace {

double length(const Point& v) { return std::sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]); }

Point scaled_to(const Point& v, double size) {
    const double n = length(v);
    if (n < 1e-8) return {0, 0, 0};
    return {v[0] / n * size, v[1] / n * size, v[2] / n * size};
}

// UProjectileMovementComponent::LimitVelocity.
Point limited(const Object* movement, const Point& v) {
    const float max_speed = movement->value_or<float>("MaxSpeed");
    return max_speed > 0.0f && length(v) > max_speed ? scaled_to(v, max_speed) : v;
}

// The actor's rotation turned by a local vector (FRotator::RotateVector).
Point to_world(const Object* actor, const Point& local) {
    double at[3], turn[3], x[3], y[3], z[3];
    E().actor_states().world_transform(actor, at, turn);
    rotation_axes(turn, x, y, z);
    return {local[0] * x[0] + local[1] * y[0] + local[2] * z[0], local[0] * x[1] + local[1] * y[1] + local[2] * z[1],
            local[0] * x[2] + local[1] * y[2] + local[2] * z[2]};
}

std::vector<Object*> projectile_movements_of(const Object* actor) {
    std::vector<Object*> out;
    for (const auto& [name, c] : actor->subobjects)
        if (c->alive && is_a(c, "ProjectileMovementComponent")) out.push_back(c);
    return out;
}

// ---- the functions -----------------------------------------------------------------------

std::uint32_t begin_deferred_spawn(void* context, void* actor_class, const std::uint8_t* transform, std::uint8_t /*collision*/,
                                   void* owner, std::uint8_t /*scale method*/, void** out) {
    *out = nullptr;
    if (context && !E().object(UObjectHandle{context})) return RustealError_ObjectDestroyed;
    auto* cls = static_cast<Class*>(actor_class);
    if (!cls) return RustealError_Ok; // Unreal spawns nothing for no class
    if (!cls->is_child_of(E().find_class("Actor"))) return RustealError_TypeMismatch;
    SpawnSetup at;
    transform_from_memory(transform, at);
    at.owner = E().object(UObjectHandle{owner});
    Object* spawned = nullptr;
    if (!E().spawn_actor(cls, at, true, spawned).ok) return RustealError_InvalidOperation;
    *out = spawned;
    return RustealError_Ok;
}

std::uint32_t finish_spawning(void* actor, const std::uint8_t* transform, std::uint8_t /*scale method*/, void** out) {
    *out = nullptr;
    Object* o = E().object(UObjectHandle{actor});
    if (!o) return RustealError_Ok; // Unreal: a null actor finishes nothing
    SpawnSetup at;
    transform_from_memory(transform, at);
    if (!E().finish_spawning(o, at).ok) return RustealError_InvalidOperation;
    *out = o;
    return RustealError_Ok;
}

std::uint32_t set_life_span(void* actor, float seconds) {
    Object* o = E().object(UObjectHandle{actor});
    if (!o) return RustealError_ObjectDestroyed;
    E().subsystem<SpawnedActors>().set_life_span(o, seconds);
    return RustealError_Ok;
}

std::uint32_t get_life_span(void* actor, float* out) {
    Object* o = E().object(UObjectHandle{actor});
    if (!o) return RustealError_ObjectDestroyed;
    *out = E().subsystem<SpawnedActors>().life_span(o);
    return RustealError_Ok;
}

std::uint32_t stop_simulating(void* component, const std::uint8_t* /*hit*/) {
    Object* o = E().object(UObjectHandle{component});
    if (!o) return RustealError_ObjectDestroyed;
    E().subsystem<SpawnedActors>().stop(o);
    return RustealError_Ok;
}

std::uint32_t set_velocity_in_local_space(void* component, const std::uint8_t* velocity) {
    Object* o = E().object(UObjectHandle{component});
    if (!o) return RustealError_ObjectDestroyed;
    const Point local = read_point(velocity);
    o->write("Velocity", o->outer ? to_world(o->outer, local) : local);
    return RustealError_Ok;
}

std::uint32_t is_velocity_under_threshold(void* component, bool* out) {
    Object* o = E().object(UObjectHandle{component});
    if (!o) return RustealError_ObjectDestroyed;
    Point v{};
    o->read("Velocity", v);
    const double threshold = o->value_or<float>("BounceVelocityStopSimulatingThreshold");
    *out = v[0] * v[0] + v[1] * v[1] + v[2] * v[2] < threshold * threshold;
    return RustealError_Ok;
}

std::uint32_t limit_velocity(void* component, const std::uint8_t* velocity, std::uint8_t* out) {
    Object* o = E().object(UObjectHandle{component});
    if (!o) return RustealError_ObjectDestroyed;
    write_point(out, limited(o, read_point(velocity)));
    return RustealError_Ok;
}

} // namespace

void SpawnedActors::begin_play(Object* actor) {
    if (const float span = actor->value_or<float>("InitialLifeSpan"); span > 0.0f) set_life_span(actor, span);
    for (Object* movement : projectile_movements_of(actor)) {
        // UProjectileMovementComponent::InitializeComponent.
        Point v{};
        movement->read("Velocity", v);
        if (length(v) > 0.0) {
            if (const float speed = movement->value_or<float>("InitialSpeed"); speed > 0.0f) v = scaled_to(v, speed);
            if (movement->value_or<bool>("bInitialVelocityInLocalSpace")) v = to_world(actor, v);
            movement->write("Velocity", v);
        }
        flying_[movement] = true;
    }
}

void SpawnedActors::tick(float delta_seconds) {
    const double dt = delta_seconds;
    std::vector<Object*> moving;
    for (auto& [movement, simulating] : flying_)
        if (simulating && movement->alive && movement->outer && movement->outer->alive) moving.push_back(const_cast<Object*>(movement));
    for (Object* movement : moving) {
        if (!E().actor_states().actor(movement).active || !movement->value_or<bool>("bSimulationEnabled")) continue;
        Point v{};
        movement->read("Velocity", v);
        v[2] += movement::kWorldGravityZ * movement->value_or<float>("ProjectileGravityScale", 1.0f) * dt;
        v = limited(movement, v);
        movement->write("Velocity", v);
        ActorState& s = E().actor_states().actor(movement->outer);
        for (int i = 0; i < 3; ++i) s.location[i] += v[i] * dt;
        if (movement->value_or<bool>("bRotationFollowsVelocity") && length(v) > 1e-8) {
            const double to_deg = 180.0 / std::numbers::pi;
            s.rotation[1] = std::atan2(v[1], v[0]) * to_deg;
            s.rotation[0] = movement->value_or<bool>("bRotationRemainsVertical") ? 0.0 : std::atan2(v[2], std::hypot(v[0], v[1])) * to_deg;
        }
    }
    std::vector<Object*> expired;
    for (auto& [actor, left] : life_left_) {
        left -= dt;
        if (left <= 0.0) expired.push_back(const_cast<Object*>(actor));
    }
    for (Object* actor : expired) {
        life_left_.erase(actor);
        if (actor->alive) E().destroy_after_call(actor); // AActor::LifeSpanExpired
    }
}

void SpawnedActors::hit(Object* actor) {
    if (!actor->alive) return;
    for (Object* movement : projectile_movements_of(actor))
        if (flying_[movement] && !movement->value_or<bool>("bShouldBounce")) stop(movement);
}

void SpawnedActors::stop(Object* movement) {
    // UProjectileMovementComponent::StopSimulating.
    movement->write("Velocity", Point{0, 0, 0});
    flying_[movement] = false;
    E().broadcast_native(movement, "OnProjectileStop", [](EventParams&) {});
}

void SpawnedActors::set_life_span(Object* actor, float seconds) {
    if (seconds > 0.0f) life_left_[actor] = seconds;
    else life_left_.erase(actor);
}

float SpawnedActors::life_span(const Object* actor) const {
    const auto it = life_left_.find(actor);
    return it == life_left_.end() ? 0.0f : static_cast<float>(it->second);
}

namespace spawning {

const std::vector<ModelledFunction>& functions() {
    static const std::vector<ModelledFunction> table = {
        {"GAMEPLAY_STATICS_BEGIN_DEFERRED_ACTOR_SPAWN_FROM_CLASS", "GameplayStatics.BeginDeferredActorSpawnFromClass",
         function_entry(&begin_deferred_spawn)},
        {"GAMEPLAY_STATICS_FINISH_SPAWNING_ACTOR", "GameplayStatics.FinishSpawningActor", function_entry(&finish_spawning)},
        {"ACTOR_SET_LIFE_SPAN", "Actor.SetLifeSpan", function_entry(&set_life_span)},
        {"ACTOR_GET_LIFE_SPAN", "Actor.GetLifeSpan", function_entry(&get_life_span)},
        {"PROJECTILE_MOVEMENT_COMPONENT_STOP_SIMULATING", "ProjectileMovementComponent.StopSimulating", function_entry(&stop_simulating)},
        {"PROJECTILE_MOVEMENT_COMPONENT_SET_VELOCITY_IN_LOCAL_SPACE", "ProjectileMovementComponent.SetVelocityInLocalSpace",
         function_entry(&set_velocity_in_local_space)},
        {"PROJECTILE_MOVEMENT_COMPONENT_IS_VELOCITY_UNDER_SIMULATION_THRESHOLD", "ProjectileMovementComponent.IsVelocityUnderSimulationThreshold",
         function_entry(&is_velocity_under_threshold)},
        {"PROJECTILE_MOVEMENT_COMPONENT_LIMIT_VELOCITY", "ProjectileMovementComponent.LimitVelocity", function_entry(&limit_velocity)},
    };
    return table;
}

} // namespace spawning

} // namespace rusteal::headless
