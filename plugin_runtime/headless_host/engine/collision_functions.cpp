#include "engine/collision_functions.hpp"

#include "core/event_params.hpp"
#include "core/headless_engine.hpp"
#include "engine/component_functions.hpp"
#include "engine/hit_result.hpp"
#include "engine/movement_functions.hpp"
#include "engine/overlaps.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <iterator>

namespace rusteal::headless::collision {

namespace {

// ECollisionChannel values the profiles name.
constexpr std::uint8_t kWorldStatic = 0, kWorldDynamic = 1, kPawn = 2, kVisibility = 3, kVehicle = 6;
// ECollisionEnabled values.
constexpr std::uint8_t kQueryOnly = 1, kQueryAndPhysics = 3, kQueryAndProbe = 5;
constexpr std::uint8_t kChannels = 64;

bool is(const Object* o, const char* cls) {
    const Class* c = E().find_class(cls);
    return o && c && o->cls->is_child_of(c);
}

Body profile(std::uint8_t enabled, std::uint8_t type, std::initializer_list<std::pair<std::uint8_t, std::uint8_t>> except = {}) {
    Body b;
    b.collision_enabled = enabled;
    b.object_type = type;
    b.responses.fill(block);
    for (auto [channel, response] : except) b.responses[channel] = response;
    return b;
}

// The profile Unreal's constructors give the component (collision_functions.hpp).
Body profile_for(const Object* c) {
    if (is(c->outer, "Character")) {
        if (c->name == "CollisionCylinder") return profile(kQueryAndPhysics, kPawn, {{kVisibility, ignore}});
        if (c->name == "CharacterMesh0") {
            Body mesh = profile(kQueryOnly, kPawn, {{kPawn, ignore}, {kVehicle, ignore}});
            mesh.generate_overlap_events = false;
            return mesh;
        }
    }
    if (is(c, "StaticMeshComponent")) return profile(kQueryAndPhysics, kWorldStatic);
    if (is(c, "ShapeComponent")) return profile(kQueryAndPhysics, kWorldDynamic);
    return profile(kQueryAndPhysics, kWorldStatic);
}

bool queries(const Body& b) {
    return b.collision_enabled == kQueryOnly || b.collision_enabled == kQueryAndPhysics || b.collision_enabled == kQueryAndProbe;
}

Object* live(void* p) { return E().object(UObjectHandle{p}); }

template <class F>
std::uint32_t on_body(void* component, F&& f) {
    Object* c = live(component);
    if (!c) return RustealError_ObjectDestroyed;
    f(body_of(c));
    return RustealError_Ok;
}

std::uint32_t channel_ok(std::int32_t channel) {
    if (channel >= 0 && channel < kChannels) return RustealError_Ok;
    fail_with(RustealError_InvalidOperation, "collision channel " + std::to_string(channel) + " is out of range (0-63)");
    return RustealError_InvalidOperation;
}

std::uint32_t set_collision_enabled(void* c, std::int32_t type) {
    return on_body(c, [&](Body& b) { b.collision_enabled = static_cast<std::uint8_t>(type); });
}
std::uint32_t set_collision_object_type(void* c, std::int32_t channel) {
    if (auto rc = channel_ok(channel)) return rc;
    return on_body(c, [&](Body& b) { b.object_type = static_cast<std::uint8_t>(channel); });
}
std::uint32_t set_response_to_channel(void* c, std::int32_t channel, std::int32_t response) {
    if (auto rc = channel_ok(channel)) return rc;
    return on_body(c, [&](Body& b) { b.responses[channel] = static_cast<std::uint8_t>(response); });
}
std::uint32_t set_response_to_all_channels(void* c, std::int32_t response) {
    return on_body(c, [&](Body& b) { b.responses.fill(static_cast<std::uint8_t>(response)); });
}
std::uint32_t get_collision_enabled(void* c, std::int32_t* out) {
    return on_body(c, [&](Body& b) { *out = b.collision_enabled; });
}
std::uint32_t get_collision_object_type(void* c, std::int32_t* out) {
    return on_body(c, [&](Body& b) { *out = b.object_type; });
}
std::uint32_t get_response_to_channel(void* c, std::int32_t channel, std::int32_t* out) {
    if (auto rc = channel_ok(channel)) return rc;
    return on_body(c, [&](Body& b) { *out = b.responses[channel]; });
}
std::uint32_t set_simulate_physics(void* c, bool simulate) {
    return on_body(c, [&](Body& b) { b.simulate_physics = simulate; });
}
std::uint32_t is_simulating_physics(void* c, std::uint64_t, bool* out) {
    Object* o = live(c);
    if (!o) return RustealError_ObjectDestroyed;
    // USceneComponent's answer is false; a primitive component's is its body's.
    *out = is(o, "PrimitiveComponent") && body_of(o).simulate_physics;
    return RustealError_Ok;
}
std::uint32_t add_impulse(void* c, const std::uint8_t* impulse, std::uint64_t, bool velocity_change) {
    Object* o = live(c);
    if (!o) return RustealError_ObjectDestroyed;
    Body& b = body_of(o);
    if (!b.simulate_physics) return RustealError_Ok;  // as FBodyInstance::AddImpulse on a body not simulating
    if (!velocity_change && b.mass_kg <= 0) {
        fail_with(RustealError_InvalidOperation,
                  "AddImpulse on " + o->name + ", which has no mass in the headless host: give it one with `physics " + o->name + " mass <kg>`");
        return RustealError_InvalidOperation;
    }
    const Point v = read_point(impulse);
    const double over = velocity_change ? 1.0 : b.mass_kg;
    for (int i = 0; i < 3; ++i) b.velocity[i] += v[i] / over;
    return RustealError_Ok;
}

std::uint32_t set_actor_enable_collision(void* actor, bool enable) {
    Object* o = live(actor);
    if (!o) return RustealError_ObjectDestroyed;
    o->actor_collision = enable;
    return RustealError_Ok;
}
std::uint32_t get_actor_enable_collision(void* actor, bool* out) {
    Object* o = live(actor);
    if (!o) return RustealError_ObjectDestroyed;
    *out = o->actor_collision;
    return RustealError_Ok;
}

// The component's own scale (RelativeScale3D; the host keeps no world scale of components).
Point scale_of(const Object* c) {
    Point s{1, 1, 1};
    c->read("RelativeScale3D", s);
    return s;
}
std::uint32_t set_box_extent(void* c, const std::uint8_t* extent, bool) {
    Object* o = live(c);
    if (!o) return RustealError_ObjectDestroyed;
    o->write("BoxExtent", read_point(extent));
    return RustealError_Ok;
}
std::uint32_t unscaled_box_extent(void* c, std::uint8_t* out) {
    Object* o = live(c);
    if (!o) return RustealError_ObjectDestroyed;
    Point e{};
    o->read("BoxExtent", e);
    write_point(out, e);
    return RustealError_Ok;
}
std::uint32_t scaled_box_extent(void* c, std::uint8_t* out) {
    Object* o = live(c);
    if (!o) return RustealError_ObjectDestroyed;
    Point e{};
    o->read("BoxExtent", e);
    const Point s = scale_of(o);
    write_point(out, {e[0] * s[0], e[1] * s[1], e[2] * s[2]});
    return RustealError_Ok;
}
// UCapsuleComponent::SetCapsuleRadius and SetCapsuleHalfHeight: the half height at least the radius.
std::uint32_t set_capsule_radius(void* c, float radius, bool) {
    Object* o = E().object(UObjectHandle{c});
    if (!o) return RustealError_ObjectDestroyed;
    float half_height = 0;
    o->read("CapsuleHalfHeight", half_height);
    radius = std::max(0.0f, radius);
    o->write("CapsuleRadius", radius);
    o->write("CapsuleHalfHeight", std::max(radius, half_height));
    return RustealError_Ok;
}

std::uint32_t set_capsule_half_height(void* c, float half_height, bool) {
    Object* o = E().object(UObjectHandle{c});
    if (!o) return RustealError_ObjectDestroyed;
    float radius = 0;
    o->read("CapsuleRadius", radius);
    o->write("CapsuleHalfHeight", std::max(radius, std::max(0.0f, half_height)));
    return RustealError_Ok;
}

// UPrimitiveComponent::SetNotifyRigidBodyCollision: the body's flag (physics hits are not simulated).
std::uint32_t set_notify_rigid_body_collision(void* c, bool notify) {
    Object* o = E().object(UObjectHandle{c});
    if (!o) return RustealError_ObjectDestroyed;
    body_of(o).notify_rigid_body_collision = notify;
    return RustealError_Ok;
}

// AActor::GetOverlappingActors and UPrimitiveComponent::GetOverlappingActors: the live actors
// overlapping it, of the filter class when one is given, into the caller's temporary array.
std::uint32_t overlapping_actors(void* of, void* out_base, void* out_prop, void* class_filter) {
    Object* o = E().object(UObjectHandle{of});
    if (!o) return RustealError_ObjectDestroyed;
    Container& out = array_argument(out_base, out_prop);
    out.keys.clear();
    const auto* filter = static_cast<const Class*>(class_filter);
    for (const Object* actor : E().subsystem<Overlaps>().overlapping_actors(o))
        if (!filter || actor->cls->is_child_of(filter)) push_object(out, actor);
    return RustealError_Ok;
}

std::uint32_t set_sphere_radius(void* c, float radius, bool) {
    Object* o = live(c);
    if (!o) return RustealError_ObjectDestroyed;
    o->write("SphereRadius", radius);
    return RustealError_Ok;
}
float shape_scale(const Object* c) {
    const Point s = scale_of(c);
    return static_cast<float>(std::min({std::abs(s[0]), std::abs(s[1]), std::abs(s[2])}));
}
std::uint32_t unscaled_sphere_radius(void* c, float* out) {
    Object* o = live(c);
    if (!o) return RustealError_ObjectDestroyed;
    *out = 0;
    o->read("SphereRadius", *out);
    return RustealError_Ok;
}
std::uint32_t scaled_sphere_radius(void* c, float* out) {
    if (auto rc = unscaled_sphere_radius(c, out)) return rc;
    *out *= shape_scale(live(c));
    return RustealError_Ok;
}
std::uint32_t sphere_shape_scale(void* c, float* out) {
    Object* o = live(c);
    if (!o) return RustealError_ObjectDestroyed;
    *out = shape_scale(o);
    return RustealError_Ok;
}


// What a trace hits: the scripted surface, when `accepts` its actor's root body (a bare surface
// when there is no actor and `bare` allows it).
template <class Accepts>
std::uint32_t trace(void* context, const std::uint8_t* start, const std::uint8_t* end, std::uint8_t* out_hit, bool* out, bool bare,
                    Accepts&& accepts) {
    *out = false;
    if (context && !live(context)) return RustealError_ObjectDestroyed;
    const auto& surface = E().subsystem<CharacterMovement>().sweep_hit();
    if (!surface) return RustealError_Ok;
    Object* component = nullptr;
    if (surface->actor) {
        if (!surface->actor->alive || !surface->actor->actor_collision) return RustealError_Ok;
        component = root_primitive(surface->actor);
        if (!component || !queries(body_of(component)) || !accepts(body_of(component))) return RustealError_Ok;
    } else if (!bare) {
        return RustealError_Ok;
    }
    write_hit(out_hit, Hit{surface->point, surface->normal, Hit::Trace{read_point(start), read_point(end)}, component});
    *out = true;
    return RustealError_Ok;
}

// ETraceTypeQuery N is the Nth trace channel: TraceTypeQuery1 Visibility, 2 Camera (the default profile).
std::uint8_t trace_channel(std::int32_t query) { return query == 1 ? 4 : kVisibility; }

std::uint32_t line_trace_single(void* context, const std::uint8_t* start, const std::uint8_t* end, std::int32_t query, bool, void*, void*,
                                std::int32_t, std::uint8_t* out_hit, bool, const std::uint8_t*, const std::uint8_t*, float, bool* out) {
    const std::uint8_t channel = trace_channel(query);
    return trace(context, start, end, out_hit, out, true, [&](const Body& b) { return b.responses[channel] == block; });
}

std::uint32_t object_trace(void* context, const std::uint8_t* start, const std::uint8_t* end, void* types_base, void* types_prop,
                           std::uint8_t* out_hit, bool* out) {
    const auto channels = channels_of(types_base, types_prop);
    return trace(context, start, end, out_hit, out, false,
                 [&](const Body& b) { return std::find(channels.begin(), channels.end(), b.object_type) != channels.end(); });
}

std::uint32_t line_trace_single_for_objects(void* context, const std::uint8_t* start, const std::uint8_t* end, void* types_base,
                                            void* types_prop, bool, void*, void*, std::int32_t, std::uint8_t* out_hit, bool,
                                            const std::uint8_t*, const std::uint8_t*, float, bool* out) {
    return object_trace(context, start, end, types_base, types_prop, out_hit, out);
}

std::uint32_t sphere_trace_single_for_objects(void* context, const std::uint8_t* start, const std::uint8_t* end, float, void* types_base,
                                              void* types_prop, bool, void*, void*, std::int32_t, std::uint8_t* out_hit, bool,
                                              const std::uint8_t*, const std::uint8_t*, float, bool* out) {
    return object_trace(context, start, end, types_base, types_prop, out_hit, out);
}

// A sphere of `radius` swept from `start` to `end` against the querying primitive components of
// the object types asked for, as SphereOverlapComponents takes them (each a sphere of its shape's
// size about its place): the hits in order along the sweep, each on that sphere facing the sweep.
std::uint32_t sphere_trace_multi_for_objects(void* context, const std::uint8_t* start, const std::uint8_t* end, float radius,
                                             void* types_base, void* types_prop, bool, void* ignore_base, void* ignore_prop,
                                             std::int32_t, void* out_base, void* out_prop, bool ignore_self, const std::uint8_t*,
                                             const std::uint8_t*, float, bool* out) {
    *out = false;
    Object* self = context ? live(context) : nullptr;
    if (context && !self) return RustealError_ObjectDestroyed;
    const Struct* hit_struct = E().find_struct("HitResult");
    Container& hits = array_argument(out_base, out_prop);
    hits.keys.clear();
    if (!hit_struct) return RustealError_Ok;
    const auto channels = channels_of(types_base, types_prop);
    std::vector<Object*> ignored = objects_of(ignore_base, ignore_prop);
    if (ignore_self && self) {
        // UKismetSystemLibrary's bIgnoreSelf: the context actor, or the actor owning the context.
        Object* owner = self;
        while (owner && !is(owner, "Actor")) owner = owner->outer;
        if (owner) ignored.push_back(owner);
    }
    const Point from = read_point(start), to = read_point(end);
    const Point along{to[0] - from[0], to[1] - from[1], to[2] - from[2]};
    const double span2 = along[0] * along[0] + along[1] * along[1] + along[2] * along[2];
    struct Found {
        double t;
        Hit hit;
    };
    std::vector<Found> found;
    for (const auto& owned : E().objects()) {
        const Object* actor = owned.get();
        if (!actor->alive || actor->is_cdo || !is(actor, "Actor") || !actor->actor_collision) continue;
        if (std::find(ignored.begin(), ignored.end(), actor) != ignored.end()) continue;
        for (Object* c : primitives_of(actor)) {
            const Body& b = body_of(c);
            if (!queries(b) || std::find(channels.begin(), channels.end(), b.object_type) == channels.end()) continue;
            double loc[3], rot[3];
            components::world_place(c, loc, rot);
            const double t = span2 > 0 ? std::clamp(((loc[0] - from[0]) * along[0] + (loc[1] - from[1]) * along[1] +
                                                     (loc[2] - from[2]) * along[2]) / span2, 0.0, 1.0)
                                       : 0.0;
            const Point nearest{from[0] + along[0] * t, from[1] + along[1] * t, from[2] + along[2] * t};
            Point toward{nearest[0] - loc[0], nearest[1] - loc[1], nearest[2] - loc[2]};
            const double gap = std::sqrt(toward[0] * toward[0] + toward[1] * toward[1] + toward[2] * toward[2]);
            const double size = shape_size(c);
            if (gap - size > radius) continue;
            const Point normal = gap > 1e-8 ? Point{toward[0] / gap, toward[1] / gap, toward[2] / gap} : Point{0, 0, 1};
            const Point at{loc[0] + normal[0] * size, loc[1] + normal[1] * size, loc[2] + normal[2] * size};
            found.push_back({t, Hit{at, normal, Hit::Trace{from, to}, c}});
        }
    }
    std::stable_sort(found.begin(), found.end(), [](const Found& a, const Found& b) { return a.t < b.t; });
    for (const Found& f : found) {
        std::vector<std::uint8_t> element(hit_struct->size);
        construct_struct(*hit_struct, element.data());
        write_hit(element.data(), f.hit);
        hits.keys.push_back(std::move(element));
    }
    *out = !hits.keys.empty();
    return RustealError_Ok;
}

} // namespace

bool apply_profile(Body& b, std::string_view name) {
    // Unreal's default profiles (BaseEngine.ini's [/Script/Engine.CollisionProfile]): collision
    // enabled, object type, and the responses that differ from the default, Block.
    constexpr std::uint8_t kNoCollision = 0, kCamera = 4, kPhysicsBody = 5, kDestructible = 7;
    constexpr std::uint8_t kFirst8[] = {kWorldStatic, kWorldDynamic, kPawn, kVisibility, kCamera, kPhysicsBody, kVehicle, kDestructible};
    const auto all = [&](std::uint8_t response, std::initializer_list<std::pair<std::uint8_t, std::uint8_t>> except = {}) {
        std::vector<std::pair<std::uint8_t, std::uint8_t>> out;
        for (std::uint8_t c : kFirst8) out.emplace_back(c, response);
        for (auto e : except) out.push_back(e);
        return out;
    };
    using Responses = std::vector<std::pair<std::uint8_t, std::uint8_t>>;
    struct Profile {
        std::string_view name;
        std::uint8_t enabled, type;
        Responses responses;
    };
    const Profile profiles[] = {
        {"NoCollision", kNoCollision, kWorldStatic, {{kVisibility, ignore}, {kCamera, ignore}}},
        {"BlockAll", kQueryAndPhysics, kWorldStatic, {}},
        {"OverlapAll", kQueryOnly, kWorldStatic, all(overlap)},
        {"BlockAllDynamic", kQueryAndPhysics, kWorldDynamic, {}},
        {"OverlapAllDynamic", kQueryOnly, kWorldDynamic, all(overlap)},
        {"IgnoreOnlyPawn", kQueryOnly, kWorldDynamic, {{kPawn, ignore}, {kVehicle, ignore}}},
        {"OverlapOnlyPawn", kQueryOnly, kWorldDynamic, {{kPawn, overlap}, {kCamera, ignore}, {kVehicle, overlap}}},
        {"Pawn", kQueryAndPhysics, kPawn, {{kVisibility, ignore}}},
        {"Spectator", kQueryOnly, kPawn, all(ignore, {{kWorldStatic, block}})},
        {"CharacterMesh", kQueryOnly, kPawn, {{kPawn, ignore}, {kVisibility, ignore}, {kVehicle, ignore}}},
        {"PhysicsActor", kQueryAndPhysics, kPhysicsBody, {}},
        {"Destructible", kQueryAndPhysics, kDestructible, {}},
        {"InvisibleWall", kQueryAndPhysics, kWorldStatic, {{kVisibility, ignore}}},
        {"InvisibleWallDynamic", kQueryAndPhysics, kWorldDynamic, {{kVisibility, ignore}}},
        {"Trigger", kQueryOnly, kWorldDynamic, all(overlap, {{kVisibility, ignore}})},
        {"Ragdoll", kQueryAndPhysics, kPhysicsBody, {{kPawn, ignore}}},
        {"Vehicle", kQueryAndPhysics, kVehicle, {}},
        {"UI", kQueryOnly, kWorldDynamic, all(overlap, {{kVisibility, block}})},
    };
    for (const Profile& p : profiles) {
        if (p.name != name) continue;
        b.collision_enabled = p.enabled;
        b.object_type = p.type;
        b.responses.fill(block);
        for (auto [channel, response] : p.responses) b.responses[channel] = response;
        return true;
    }
    return false;
}

std::vector<Object*> objects_of(void* base, void* prop) {
    std::vector<Object*> out;
    const auto* p = static_cast<const Property*>(prop);
    if (!base || !p) return out;
    const auto& c = *std::launder(reinterpret_cast<const Container*>(static_cast<std::uint8_t*>(base) + p->offset));
    for (const auto& blob : c.keys) {
        Object* o = nullptr;
        if (blob.size() != sizeof o) continue;
        std::memcpy(&o, blob.data(), sizeof o);
        out.push_back(o);
    }
    return out;
}

double shape_size(const Object* c) {
    if (is(c, "SphereComponent")) return c->value_or<float>("SphereRadius");
    if (is(c, "CapsuleComponent")) return c->value_or<float>("CapsuleHalfHeight");
    if (is(c, "BoxComponent")) {
        const Point e = c->value_or<Point>("BoxExtent");
        return std::sqrt(e[0] * e[0] + e[1] * e[1] + e[2] * e[2]);
    }
    return 0;
}

std::vector<std::uint8_t> channels_of(void* types_base, void* types_prop) {
    constexpr std::uint8_t kObjectChannels[] = {0, 1, 2, 5, 6, 7};
    std::vector<std::uint8_t> out;
    const auto* prop = static_cast<const Property*>(types_prop);
    if (!types_base || !prop) return out;
    const auto& c = *std::launder(reinterpret_cast<const Container*>(static_cast<std::uint8_t*>(types_base) + prop->offset));
    for (const auto& e : c.keys)
        if (!e.empty() && e[0] < std::size(kObjectChannels)) out.push_back(kObjectChannels[e[0]]);
    return out;
}

Body& body_of(Object* component) {
    if (!component->body) component->body = profile_for(component);
    return *component->body;
}

std::vector<Object*> primitives_of(const Object* actor) {
    std::vector<Object*> out;
    const Class* primitive = E().find_class("PrimitiveComponent");
    if (!actor || !primitive) return out;
    Object* root = nullptr;
    actor->read("RootComponent", root);
    for (const auto& o : E().objects())
        if (o->alive && o->outer == actor && o->cls->is_child_of(primitive)) out.push_back(o.get());
    std::stable_partition(out.begin(), out.end(), [&](const Object* c) { return c == root; });
    return out;
}

Object* root_primitive(const Object* actor) {
    const auto prims = primitives_of(actor);
    return prims.empty() ? nullptr : prims.front();
}

std::vector<std::pair<Object*, Object*>> overlapping_pairs(const Object* a, const Object* b, bool& wholes) {
    std::vector<std::pair<Object*, Object*>> out;
    const auto pa = primitives_of(a), pb = primitives_of(b);
    wholes = pa.empty() && pb.empty();
    if (!a->actor_collision || !b->actor_collision) return out;
    for (Object* ca : pa)
        for (Object* cb : pb) {
            const Body &ba = body_of(ca), &bb = body_of(cb);
            if (!ba.generate_overlap_events || !bb.generate_overlap_events || !queries(ba) || !queries(bb)) continue;
            if (std::min(ba.responses[bb.object_type], bb.responses[ba.object_type]) == overlap) out.emplace_back(ca, cb);
        }
    return out;
}

std::string response_text(Object* component, int channel) {
    if (channel < 0 || channel >= kChannels) return "";
    static const char* const kNames[] = {"Ignore", "Overlap", "Block"};
    const std::uint8_t r = body_of(component).responses[channel];
    return r < 3 ? kNames[r] : std::to_string(r);
}

const std::vector<ModelledFunction>& functions() {
    static const std::vector<ModelledFunction> table = {
        {"PRIMITIVE_COMPONENT_SET_COLLISION_ENABLED", "PrimitiveComponent.SetCollisionEnabled", function_entry(&set_collision_enabled)},
        {"PRIMITIVE_COMPONENT_SET_COLLISION_OBJECT_TYPE", "PrimitiveComponent.SetCollisionObjectType",
         function_entry(&set_collision_object_type)},
        {"PRIMITIVE_COMPONENT_SET_COLLISION_RESPONSE_TO_CHANNEL", "PrimitiveComponent.SetCollisionResponseToChannel",
         function_entry(&set_response_to_channel)},
        {"PRIMITIVE_COMPONENT_SET_COLLISION_RESPONSE_TO_ALL_CHANNELS", "PrimitiveComponent.SetCollisionResponseToAllChannels",
         function_entry(&set_response_to_all_channels)},
        {"PRIMITIVE_COMPONENT_GET_COLLISION_ENABLED", "PrimitiveComponent.GetCollisionEnabled", function_entry(&get_collision_enabled)},
        {"PRIMITIVE_COMPONENT_GET_COLLISION_OBJECT_TYPE", "PrimitiveComponent.GetCollisionObjectType",
         function_entry(&get_collision_object_type)},
        {"PRIMITIVE_COMPONENT_GET_COLLISION_RESPONSE_TO_CHANNEL", "PrimitiveComponent.GetCollisionResponseToChannel",
         function_entry(&get_response_to_channel)},
        {"PRIMITIVE_COMPONENT_SET_SIMULATE_PHYSICS", "PrimitiveComponent.SetSimulatePhysics", function_entry(&set_simulate_physics)},
        {"PRIMITIVE_COMPONENT_ADD_IMPULSE", "PrimitiveComponent.AddImpulse", function_entry(&add_impulse)},
        {"SCENE_COMPONENT_IS_SIMULATING_PHYSICS", "SceneComponent.IsSimulatingPhysics", function_entry(&is_simulating_physics)},
        {"ACTOR_SET_ACTOR_ENABLE_COLLISION", "Actor.SetActorEnableCollision", function_entry(&set_actor_enable_collision)},
        {"ACTOR_GET_ACTOR_ENABLE_COLLISION", "Actor.GetActorEnableCollision", function_entry(&get_actor_enable_collision)},
        {"BOX_COMPONENT_SET_BOX_EXTENT", "BoxComponent.SetBoxExtent", function_entry(&set_box_extent)},
        {"BOX_COMPONENT_GET_UNSCALED_BOX_EXTENT", "BoxComponent.GetUnscaledBoxExtent", function_entry(&unscaled_box_extent)},
        {"BOX_COMPONENT_GET_SCALED_BOX_EXTENT", "BoxComponent.GetScaledBoxExtent", function_entry(&scaled_box_extent)},
        {"SPHERE_COMPONENT_SET_SPHERE_RADIUS", "SphereComponent.SetSphereRadius", function_entry(&set_sphere_radius)},
        {"CAPSULE_COMPONENT_SET_CAPSULE_RADIUS", "CapsuleComponent.SetCapsuleRadius", function_entry(&set_capsule_radius)},
        {"CAPSULE_COMPONENT_SET_CAPSULE_HALF_HEIGHT", "CapsuleComponent.SetCapsuleHalfHeight", function_entry(&set_capsule_half_height)},
        {"PRIMITIVE_COMPONENT_SET_NOTIFY_RIGID_BODY_COLLISION", "PrimitiveComponent.SetNotifyRigidBodyCollision",
         function_entry(&set_notify_rigid_body_collision)},
        {"ACTOR_GET_OVERLAPPING_ACTORS", "Actor.GetOverlappingActors", function_entry(&overlapping_actors)},
        {"PRIMITIVE_COMPONENT_GET_OVERLAPPING_ACTORS", "PrimitiveComponent.GetOverlappingActors", function_entry(&overlapping_actors)},
        {"SPHERE_COMPONENT_GET_UNSCALED_SPHERE_RADIUS", "SphereComponent.GetUnscaledSphereRadius", function_entry(&unscaled_sphere_radius)},
        {"SPHERE_COMPONENT_GET_SCALED_SPHERE_RADIUS", "SphereComponent.GetScaledSphereRadius", function_entry(&scaled_sphere_radius)},
        {"SPHERE_COMPONENT_GET_SHAPE_SCALE", "SphereComponent.GetShapeScale", function_entry(&sphere_shape_scale)},
        {"KISMET_SYSTEM_LIBRARY_LINE_TRACE_SINGLE", "KismetSystemLibrary.LineTraceSingle", function_entry(&line_trace_single)},
        {"KISMET_SYSTEM_LIBRARY_LINE_TRACE_SINGLE_FOR_OBJECTS", "KismetSystemLibrary.LineTraceSingleForObjects",
         function_entry(&line_trace_single_for_objects)},
        {"KISMET_SYSTEM_LIBRARY_SPHERE_TRACE_SINGLE_FOR_OBJECTS", "KismetSystemLibrary.SphereTraceSingleForObjects",
         function_entry(&sphere_trace_single_for_objects)},
        {"KISMET_SYSTEM_LIBRARY_SPHERE_TRACE_MULTI_FOR_OBJECTS", "KismetSystemLibrary.SphereTraceMultiForObjects",
         function_entry(&sphere_trace_multi_for_objects)},
    };
    return table;
}

} // namespace rusteal::headless::collision
