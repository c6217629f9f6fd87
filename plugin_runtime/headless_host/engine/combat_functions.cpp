// Damage, noise, explosions' overlaps, a dead character's shutdown and Kismet's class
// and random vector functions in the headless host (combat_functions.hpp).
#include "engine/combat_functions.hpp"

#include "engine/collision_functions.hpp"
#include "engine/component_functions.hpp"
#include "engine/game_functions.hpp"
#include "core/headless_engine.hpp"
#include "engine/hit_result.hpp"
#include "engine/movement_functions.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <numbers>
#include <random>

namespace rusteal::headless::combat {

namespace {

using Code = std::uint32_t;

Object* live(void* obj) { return E().object(UObjectHandle{obj}); }

double length(const Point& v) { return std::sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]); }

Point normalized(const Point& v) {
    const double n = length(v);
    return n < 1e-8 ? Point{0, 0, 0} : Point{v[0] / n, v[1] / n, v[2] / n};
}

// ---- damage and noise ------------------------------------------------------------------------

Code apply_damage(void* damaged, float base_damage, void* instigator, void* causer, void* damage_type, float* out) {
    *out = 0;
    Object* target = damaged ? live(damaged) : nullptr;
    if (!target || base_damage == 0.0f || !is_a(target, "Actor")) return RustealError_Ok;
    Object* by = instigator ? live(instigator) : nullptr;
    Object* from = causer ? live(causer) : nullptr;
    *out = E().apply_damage(target, base_damage, static_cast<Class*>(damage_type), by, from);
    return RustealError_Ok;
}

Code make_noise(void* actor, float loudness, void* noise_instigator, const std::uint8_t* location, float max_range, std::uint64_t tag) {
    Object* o = live(actor);
    if (!o) return RustealError_ObjectDestroyed;
    const Object* pawn = noise_instigator ? live(noise_instigator) : nullptr;
    if (!pawn) pawn = E().actor_states().actor(o).instigator;
    if (!pawn || !pawn->alive) return RustealError_Ok;
    Point at = read_point(location);
    if (at == Point{0, 0, 0}) {
        double loc[3], rot[3];
        E().actor_states().world_transform(o, loc, rot);
        at = {loc[0], loc[1], loc[2]};
    }
    char numbers[96];
    std::snprintf(numbers, sizeof numbers, ", loudness %g, range %g, tag ", static_cast<double>(loudness), static_cast<double>(max_range));
    E().log_line(0, "LogHost: noise by " + pawn->name + " at " + point_text(at) + numbers + E().name_text(tag).value_or("None"));
    return RustealError_Ok;
}

// ---- bodies ----------------------------------------------------------------------------------

Code ignore_actor_when_moving(void* component, void* actor, bool ignore) {
    Object* c = live(component);
    if (!c) return RustealError_ObjectDestroyed;
    const Object* a = actor ? live(actor) : nullptr;
    if (!a) return RustealError_Ok;
    auto& list = collision::body_of(c).move_ignore_actors;
    const auto it = std::find(list.begin(), list.end(), a);
    if (ignore && it == list.end()) list.push_back(a);
    if (!ignore && it != list.end()) list.erase(it);
    return RustealError_Ok;
}

// Each querying primitive component of the object types asked for that a sphere reaches (each a
// sphere of its shape's size about its place), with its actor, in spawn order; ignored actors
// left out. `reached(actor, component)`.
template <class Reached>
void each_reached(const std::uint8_t* center, float radius, void* types_base, void* types_prop, void* ignore_base, void* ignore_prop,
                  Reached&& reached) {
    const std::vector<std::uint8_t> channels = collision::channels_of(types_base, types_prop);
    const std::vector<Object*> ignored = collision::objects_of(ignore_base, ignore_prop);
    const Point at = read_point(center);
    for (const auto& owned : E().objects()) {
        const Object* actor = owned.get();
        if (!actor->alive || actor->is_cdo || !is_a(actor, "Actor") || !actor->actor_collision) continue;
        if (std::find(ignored.begin(), ignored.end(), actor) != ignored.end()) continue;
        for (Object* c : collision::primitives_of(actor)) {
            const Body& b = collision::body_of(c);
            if ((b.collision_enabled & 1) == 0) continue; // no queries (NoCollision, PhysicsOnly)
            if (std::find(channels.begin(), channels.end(), b.object_type) == channels.end()) continue;
            double loc[3], rot[3];
            components::world_place(c, loc, rot);
            if (length(Point{loc[0] - at[0], loc[1] - at[1], loc[2] - at[2]}) - collision::shape_size(c) <= radius) reached(actor, c);
        }
    }
}

Code sphere_overlap_components(void* context, const std::uint8_t* center, float radius, void* types_base, void* types_prop,
                               void* class_filter, void* ignore_base, void* ignore_prop, void* out_base, void* out_prop, bool* out) {
    *out = false;
    if (context && !live(context)) return RustealError_ObjectDestroyed;
    const auto* filter = static_cast<const Class*>(class_filter);
    Container& found = array_argument(out_base, out_prop);
    found.keys.clear();
    each_reached(center, radius, types_base, types_prop, ignore_base, ignore_prop, [&](const Object*, Object* c) {
        if (!filter || c->cls->is_child_of(filter)) push_object(found, c);
    });
    *out = !found.keys.empty();
    return RustealError_Ok;
}

// UKismetSystemLibrary::SphereOverlapActors: the actors (of the class, when given) with a component
// the sphere reaches by the rule above; each once, in spawn order.
Code sphere_overlap_actors(void* context, const std::uint8_t* center, float radius, void* types_base, void* types_prop,
                           void* class_filter, void* ignore_base, void* ignore_prop, void* out_base, void* out_prop, bool* out) {
    *out = false;
    if (context && !live(context)) return RustealError_ObjectDestroyed;
    const auto* filter = static_cast<const Class*>(class_filter);
    Container& found = array_argument(out_base, out_prop);
    found.keys.clear();
    const Object* last = nullptr;
    each_reached(center, radius, types_base, types_prop, ignore_base, ignore_prop, [&](const Object* actor, Object*) {
        if (actor == last || (filter && !actor->cls->is_child_of(filter))) return;
        last = actor;
        push_object(found, actor);
    });
    *out = !found.keys.empty();
    return RustealError_Ok;
}

// ---- a dead character ------------------------------------------------------------------------

Code disable_movement(void* movement) {
    Object* m = live(movement);
    if (!m) return RustealError_ObjectDestroyed;
    Object* character = m->outer && is_a(m->outer, "Character") ? m->outer : nullptr;
    if (character) {
        E().subsystem<CharacterMovement>().set_mode(character, m, movement_mode::none);
    } else {
        m->write<std::uint8_t>("MovementMode", movement_mode::none);
        m->write<std::uint8_t>("CustomMovementMode", 0);
    }
    return RustealError_Ok;
}

template <int Axis>
Code add_controller_input(void* pawn, float value) {
    Object* p = live(pawn);
    if (!p) return RustealError_ObjectDestroyed;
    Object* controller = nullptr;
    p->read("Controller", controller);
    if (value == 0.0f || !controller || !controller->alive || !is_a(controller, "PlayerController")) return RustealError_Ok;
    E().actor_states().actor(controller).control_rotation[Axis] += value;
    return RustealError_Ok;
}

Code set_static_mesh(void* component, void* mesh, bool* out) {
    Object* c = live(component);
    if (!c) return RustealError_ObjectDestroyed;
    Object* m = mesh ? live(mesh) : nullptr;
    Object*& kept = E().actor_states().actor(c).static_mesh;
    *out = kept != m;
    kept = m;
    return RustealError_Ok;
}

// ---- Kismet ----------------------------------------------------------------------------------

Code get_object_class(void* object, void** out) {
    Object* o = object ? live(object) : nullptr;
    *out = o ? o->cls : nullptr;
    return RustealError_Ok;
}

Code class_is_child_of(void* test, void* parent, bool* out) {
    const auto* t = static_cast<const Class*>(test);
    const auto* p = static_cast<const Class*>(parent);
    *out = t && p && t->is_child_of(p);
    return RustealError_Ok;
}

Point random_unit() {
    std::normal_distribution<double> normal(0.0, 1.0);
    for (;;) {
        const Point v{normal(game::random_stream()), normal(game::random_stream()), normal(game::random_stream())};
        if (length(v) > 1e-6) return normalized(v);
    }
}

Code random_unit_vector(std::uint8_t* out) {
    write_point(out, random_unit());
    return RustealError_Ok;
}

// FMath::VRandCone: uniform on the cap of half-angle `half` about `direction`.
Point random_in_cone(const Point& direction, double half) {
    const Point d = normalized(direction);
    if (half <= 0) return d;
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    const double theta = 2 * std::numbers::pi * unit(game::random_stream());
    const double phi = std::fmod(std::acos(2 * unit(game::random_stream()) - 1), half);
    // Two axes across the direction.
    const Point helper = std::abs(d[2]) < 0.9 ? Point{0, 0, 1} : Point{1, 0, 0};
    const Point y = normalized(Point{helper[1] * d[2] - helper[2] * d[1], helper[2] * d[0] - helper[0] * d[2], helper[0] * d[1] - helper[1] * d[0]});
    const Point z{d[1] * y[2] - d[2] * y[1], d[2] * y[0] - d[0] * y[2], d[0] * y[1] - d[1] * y[0]};
    Point v{};
    for (int i = 0; i < 3; ++i) v[i] = std::cos(phi) * d[i] + std::sin(phi) * (std::cos(theta) * y[i] + std::sin(theta) * z[i]);
    return normalized(v);
}

Code random_in_cone_radians(const std::uint8_t* direction, float half, std::uint8_t* out) {
    write_point(out, random_in_cone(read_point(direction), half));
    return RustealError_Ok;
}

Code random_in_cone_degrees(const std::uint8_t* direction, float half, std::uint8_t* out) {
    write_point(out, random_in_cone(read_point(direction), half * std::numbers::pi / 180.0));
    return RustealError_Ok;
}

} // namespace

bool ignores_when_moving(const Object* component, const Object* actor) {
    if (!component || !component->body) return false;
    const auto& list = component->body->move_ignore_actors;
    return std::find(list.begin(), list.end(), actor) != list.end();
}

const std::vector<ModelledFunction>& functions() {
    static const std::vector<ModelledFunction> table = {
        {"GAMEPLAY_STATICS_APPLY_DAMAGE", "GameplayStatics.ApplyDamage", function_entry(&apply_damage)},
        {"ACTOR_MAKE_NOISE", "Actor.MakeNoise", function_entry(&make_noise)},
        {"PRIMITIVE_COMPONENT_IGNORE_ACTOR_WHEN_MOVING", "PrimitiveComponent.IgnoreActorWhenMoving", function_entry(&ignore_actor_when_moving)},
        {"KISMET_SYSTEM_LIBRARY_SPHERE_OVERLAP_COMPONENTS", "KismetSystemLibrary.SphereOverlapComponents",
         function_entry(&sphere_overlap_components)},
        {"KISMET_SYSTEM_LIBRARY_SPHERE_OVERLAP_ACTORS", "KismetSystemLibrary.SphereOverlapActors", function_entry(&sphere_overlap_actors)},
        {"CHARACTER_MOVEMENT_COMPONENT_DISABLE_MOVEMENT", "CharacterMovementComponent.DisableMovement", function_entry(&disable_movement)},
        {"PAWN_ADD_CONTROLLER_PITCH_INPUT", "Pawn.AddControllerPitchInput", function_entry(&add_controller_input<0>)},
        {"PAWN_ADD_CONTROLLER_YAW_INPUT", "Pawn.AddControllerYawInput", function_entry(&add_controller_input<1>)},
        {"STATIC_MESH_COMPONENT_SET_STATIC_MESH", "StaticMeshComponent.SetStaticMesh", function_entry(&set_static_mesh)},
        {"GAMEPLAY_STATICS_GET_OBJECT_CLASS", "GameplayStatics.GetObjectClass", function_entry(&get_object_class)},
        {"KISMET_MATH_LIBRARY_CLASS_IS_CHILD_OF", "KismetMathLibrary.ClassIsChildOf", function_entry(&class_is_child_of)},
        {"KISMET_MATH_LIBRARY_RANDOM_UNIT_VECTOR", "KismetMathLibrary.RandomUnitVector", function_entry(&random_unit_vector)},
        {"KISMET_MATH_LIBRARY_RANDOM_UNIT_VECTOR_IN_CONE_IN_RADIANS", "KismetMathLibrary.RandomUnitVectorInConeInRadians",
         function_entry(&random_in_cone_radians)},
        {"KISMET_MATH_LIBRARY_RANDOM_UNIT_VECTOR_IN_CONE_IN_DEGREES", "KismetMathLibrary.RandomUnitVectorInConeInDegrees",
         function_entry(&random_in_cone_degrees)},
    };
    return table;
}

} // namespace rusteal::headless::combat
