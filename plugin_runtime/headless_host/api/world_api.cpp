#include "api/world_api.hpp"

#include "core/headless_engine.hpp"

#include <cmath>
#include <cstring>
#include <iterator>
#include <numbers>

namespace rusteal::headless {

namespace {

Class* class_of(UClassHandle h) { return static_cast<Class*>(h.ptr); }

// FQuat::Rotator: pitch, yaw and roll in degrees, with the engine's handling of the poles.
void quat_to_rotator(const double q[4], double (&rot)[3]) {
    const double x = q[0], y = q[1], z = q[2], w = q[3];
    const double to_deg = 180.0 / std::numbers::pi;
    const double singularity = z * x - w * y;
    const double yaw_y = 2.0 * (w * z + x * y), yaw_x = 1.0 - 2.0 * (y * y + z * z);
    const double yaw = std::atan2(yaw_y, yaw_x) * to_deg;
    auto normalize = [](double a) {
        a = std::fmod(a, 360.0);
        if (a > 180.0) a -= 360.0;
        if (a < -180.0) a += 360.0;
        return a;
    };
    constexpr double kThreshold = 0.4999995;
    if (singularity < -kThreshold) {
        rot[0] = -90.0, rot[1] = yaw, rot[2] = normalize(-yaw - 2.0 * std::atan2(x, w) * to_deg);
    } else if (singularity > kThreshold) {
        rot[0] = 90.0, rot[1] = yaw, rot[2] = normalize(yaw - 2.0 * std::atan2(x, w) * to_deg);
    } else {
        rot[0] = std::asin(2.0 * singularity) * to_deg, rot[1] = yaw;
        rot[2] = std::atan2(-2.0 * (w * x + y * z), 1.0 - 2.0 * (x * x + y * y)) * to_deg;
    }
}

bool read_transform(const std::uint8_t* buf, std::uint32_t size, SpawnSetup& at) {
    if (!buf || size != kTransformSize) {
        fail_with(RustealError_TypeMismatch, "a transform is " + std::to_string(kTransformSize) + " bytes, not " + std::to_string(size));
        return false;
    }
    transform_from_memory(buf, at);
    return true;
}

Class* actor_class(UClassHandle cls) {
    Class* c = class_of(cls);
    if (!c || !c->is_child_of(E().find_class("Actor"))) {
        fail_with(RustealError_TypeMismatch, std::string("the class ") + (c ? c->name : "(null)") + " is not an actor class");
        return nullptr;
    }
    return c;
}

UObjectHandle spawn(UObjectHandle world, UClassHandle cls, const std::uint8_t* t, std::uint32_t size, UObjectHandle owner,
                    UObjectHandle instigator, bool deferred) {
    SpawnSetup at;
    Class* c = actor_class(cls);
    if (!c || !read_transform(t, size, at)) return UObjectHandle{nullptr};
    if (E().object(world) != E().world()) {
        fail_with(RustealError_InvalidOperation, "that is not the headless host's world");
        return UObjectHandle{nullptr};
    }
    at.owner = E().object(owner);
    at.instigator = E().object(instigator);
    Object* out = nullptr;
    const Outcome r = E().spawn_actor(c, at, deferred, out);
    if (!r.ok) fail_with(RustealError_InvalidOperation, r.text);
    return UObjectHandle{r.ok ? out : nullptr};
}

UObjectHandle spawn_actor(UObjectHandle world, UClassHandle cls, const std::uint8_t* t, std::uint32_t size, UObjectHandle owner) {
    return spawn(world, cls, t, size, owner, UObjectHandle{nullptr}, false);
}

UObjectHandle spawn_actor_deferred(UObjectHandle world, UClassHandle cls, const std::uint8_t* t, std::uint32_t size,
                                   UObjectHandle owner, UObjectHandle instigator, std::uint8_t /*collision: nothing collides here*/) {
    return spawn(world, cls, t, size, owner, instigator, true);
}

ERustealErrorCode finish_spawning(UObjectHandle actor, const std::uint8_t* t, std::uint32_t size) {
    SpawnSetup at;
    if (!read_transform(t, size, at)) return RustealError_TypeMismatch;
    const Outcome r = E().finish_spawning(E().object(actor), at);
    return r.ok ? RustealError_Ok : fail_with(RustealError_InvalidOperation, r.text);
}

ERustealErrorCode get_all_actors_of_class(UObjectHandle world, UClassHandle cls, std::uint8_t* out, std::uint32_t size,
                                          std::uint32_t* count) {
    if (E().object(world) != E().world()) return fail_with(RustealError_InvalidOperation, "that is not the headless host's world");
    Class* c = class_of(cls);
    if (!c) return fail_with(RustealError_NullArgument, "the class is null");
    std::vector<void*> found;
    for (const auto& o : E().objects())
        if (o->alive && !o->is_cdo && o->cls->is_child_of(c) && o->cls->is_child_of(E().find_class("Actor"))) found.push_back(o.get());
    if (count) *count = static_cast<std::uint32_t>(found.size());
    if (found.size() * sizeof(void*) > size)
        return fail_with(RustealError_BufferTooSmall, std::to_string(found.size()) + " actors do not fit");
    if (!found.empty()) std::memcpy(out, found.data(), found.size() * sizeof(void*));
    return RustealError_Ok;
}

// An object by path ("/Game/Maps/Arena.Arena:PersistentLevel.Door" names "Door") or by name.
UObjectHandle find_object(UClassHandle cls, const std::uint8_t* p, std::uint32_t l) {
    std::string_view path(reinterpret_cast<const char*>(p), p ? l : 0);
    const auto cut = path.find_last_of(".:");
    const std::string_view name = cut == std::string_view::npos ? path : path.substr(cut + 1);
    Object* o = E().find_object_by_name(name);
    if (o && class_of(cls) && !o->cls->is_child_of(class_of(cls))) o = nullptr;
    return UObjectHandle{o};
}

UObjectHandle load_object(UClassHandle cls, const std::uint8_t* p, std::uint32_t l) {
    UObjectHandle o = find_object(cls, p, l);
    if (!o.ptr) fail_with(RustealError_InvalidOperation, "no object at " + std::string(reinterpret_cast<const char*>(p), p ? l : 0) +
                                                             " (the headless host has no assets to load)");
    return o;
}

UObjectHandle get_world(UObjectHandle obj) {
    Object* o = E().object(obj);
    return UObjectHandle{o && !o->is_cdo ? E().world() : nullptr};
}

UObjectHandle new_object(UObjectHandle outer, UClassHandle cls) {
    Class* c = class_of(cls);
    if (!c || c->is_interface || !c->finalized) {
        fail_with(RustealError_InvalidOperation, "the class cannot have objects");
        return UObjectHandle{nullptr};
    }
    return UObjectHandle{E().new_object_in(E().object(outer), c)};
}

// UEngineTypes::ConvertToObjectType with the engine's default collision profile (BaseEngine.ini):
// the object channels get the object type queries in order (WorldStatic, WorldDynamic, Pawn,
// PhysicsBody, Vehicle, Destructible); a trace channel (Visibility, Camera, the engine's), or a
// game channel no project setting names, is ObjectTypeQuery_MAX.
std::uint8_t channel_to_object_type(std::uint8_t channel) {
    constexpr std::uint8_t object_type_query_max = 64;
    constexpr std::uint8_t kObjectChannels[] = {0, 1, 2, 5, 6, 7};
    for (std::uint8_t query = 0; query < std::size(kObjectChannels); ++query)
        if (kObjectChannels[query] == channel) return query;
    return object_type_query_max;
}

// UDataTable::FindRow over the tables a scene made (data_tables.hpp): null, with no error, when the
// table has no such row or its rows are another struct.
std::uint8_t* find_data_table_row(UObjectHandle table, FNameHandle row, UStructHandle row_struct) {
    const Object* t = E().object(table);
    if (!t) {
        fail_with(RustealError_ObjectDestroyed, "the data table is not a live object");
        return nullptr;
    }
    const auto name = E().name_text(row.packed);
    return name ? E().data_tables().find(t, *name, static_cast<const Struct*>(row_struct.ptr)) : nullptr;
}

const FRustealWorldApi kWorld = {spawn_actor, get_all_actors_of_class, find_object, load_object, get_world,
                                 new_object, spawn_actor_deferred, finish_spawning, channel_to_object_type,
                                 find_data_table_row};

} // namespace

const FRustealWorldApi& world_api() { return kWorld; }

void transform_from_memory(const std::uint8_t* memory, SpawnSetup& at) {
    double v[12];
    std::memcpy(v, memory, sizeof v);
    quat_to_rotator(v, at.rotation);
    for (int i = 0; i < 3; ++i) at.location[i] = v[4 + i], at.scale[i] = v[8 + i];
}

void transform_to_memory(const double (&location)[3], const double (&rotation)[3], const double (&scale)[3], std::uint8_t* memory) {
    // FRotator::Quaternion, as Unreal computes it.
    const double half = std::numbers::pi / 360.0;
    const double sp = std::sin(rotation[0] * half), cp = std::cos(rotation[0] * half);
    const double sy = std::sin(rotation[1] * half), cy = std::cos(rotation[1] * half);
    const double sr = std::sin(rotation[2] * half), cr = std::cos(rotation[2] * half);
    const double rows[12] = {cr * sp * sy - sr * cp * cy, -cr * sp * cy - sr * cp * sy, cr * cp * sy - sr * sp * cy,
                             cr * cp * cy + sr * sp * sy, location[0], location[1], location[2], 0, scale[0], scale[1], scale[2], 0};
    std::memcpy(memory, rows, sizeof rows);
}

} // namespace rusteal::headless
