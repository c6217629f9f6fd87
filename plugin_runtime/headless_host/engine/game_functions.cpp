#include "engine/game_functions.hpp"

#include "core/headless_engine.hpp"
#include "api/world_api.hpp"
#include "engine/player_functions.hpp"

#include <cstring>
#include <numbers>
#include <cmath>
#include <random>

namespace rusteal::headless::game {

namespace {

bool is(const Object* o, const Class* cls) { return o && cls && o->alive && !o->is_cdo && o->cls->is_child_of(cls); }

// FName equality: the same text, case ignored.
bool same_name(std::uint64_t a, std::uint64_t b) {
    if (a == b) return true;
    const auto ta = E().name_text(a), tb = E().name_text(b);
    return ta && tb && same_name_text(*ta, *tb);
}

bool has_tag(const Object* actor, std::uint64_t tag) {
    const Property* tags = actor->member("Tags");
    if (!tags || tags->kind != Kind::Array) return false;
    const auto& c = *std::launder(reinterpret_cast<const Container*>(actor->value_ptr(*tags)));
    for (const auto& element : c.keys) {
        std::uint64_t name = 0;
        if (element.size() != sizeof name) continue;
        std::memcpy(&name, element.data(), sizeof name);
        if (same_name(name, tag)) return true;
    }
    return false;
}

// The live actors `keep` accepts, into the caller's temporary array.
template <class Keep>
std::uint32_t collect(void* context, void* out_base, void* out_prop, Keep&& keep) {
    if (context && !E().object(UObjectHandle{context})) return RustealError_ObjectDestroyed;
    Container& out = array_argument(out_base, out_prop);
    out.keys.clear();
    const Class* actor = E().find_class("Actor");
    for (const auto& o : E().objects())
        if (is(o.get(), actor) && keep(o.get())) push_object(out, o.get());
    return RustealError_Ok;
}

// FMath::RandHelper: 0 .. a-1, 0 for a <= 0.
std::int32_t rand_helper(std::int32_t a) {
    if (a <= 0) return 0;
    return std::uniform_int_distribution<std::int32_t>(0, a - 1)(random_stream());
}

// A TSubclassOf property's class (null for none, or no such property).
Class* class_property(const Object* o, const char* name) {
    const Property* p = o ? o->member(name) : nullptr;
    if (!p || p->kind != Kind::Class) return nullptr;
    Class* value = nullptr;
    std::memcpy(&value, o->value_ptr(*p), sizeof value);
    return value;
}

} // namespace

std::uint32_t all_actors_of_class(void* context, void* actor_class, void* out_base, void* out_prop) {
    const auto* cls = static_cast<const Class*>(actor_class);
    return collect(context, out_base, out_prop, [&](const Object* o) { return cls && o->cls->is_child_of(cls); });
}

std::uint32_t all_actors_with_tag(void* context, std::uint64_t tag, void* out_base, void* out_prop) {
    return collect(context, out_base, out_prop, [&](const Object* o) { return has_tag(o, tag); });
}

std::uint32_t all_actors_of_class_with_tag(void* context, void* actor_class, std::uint64_t tag, void* out_base, void* out_prop) {
    const auto* cls = static_cast<const Class*>(actor_class);
    return collect(context, out_base, out_prop, [&](const Object* o) { return cls && o->cls->is_child_of(cls) && has_tag(o, tag); });
}

std::uint32_t actor_has_tag(void* actor, std::uint64_t tag, bool* out) {
    Object* o = E().object(UObjectHandle{actor});
    if (!o) return RustealError_ObjectDestroyed;
    *out = has_tag(o, tag);
    return RustealError_Ok;
}

std::uint32_t get_game_mode(void* context, void** out) {
    *out = nullptr;
    if (context && !E().object(UObjectHandle{context})) return RustealError_ObjectDestroyed;
    const Class* game_mode = E().find_class("GameModeBase");
    for (const auto& o : E().objects())
        if (game_mode && o->alive && !o->is_cdo && o->cls->is_child_of(game_mode)) {
            *out = o.get();
            break;
        }
    return RustealError_Ok;
}

std::uint32_t create_player(void* context, std::int32_t, bool spawn_player_controller, void** out) {
    *out = nullptr;
    if (context && !E().object(UObjectHandle{context})) return RustealError_ObjectDestroyed;
    if (!spawn_player_controller) return RustealError_Ok;
    Object* game_mode = nullptr;
    const Class* mode_class = E().find_class("GameModeBase");
    for (const auto& o : E().objects())
        if (is(o.get(), mode_class)) {
            game_mode = o.get();
            break;
        }
    Class* controller_class = class_property(game_mode, "PlayerControllerClass");
    if (!controller_class) controller_class = E().find_class("PlayerController");
    Object* controller = nullptr;
    if (const Outcome spawned = E().spawn_actor(controller_class, SpawnSetup{}, false, controller); !spawned.ok) {
        E().log_line(2, "LogGameMode: Error: CreatePlayer: " + spawned.text);
        return RustealError_Ok;
    }
    *out = controller;
    Class* pawn_class = class_property(game_mode, "DefaultPawnClass");
    if (!game_mode || !pawn_class) return RustealError_Ok;
    // AGameModeBase::RestartPlayer: a pawn at the chosen start, possessed.
    SpawnSetup at;
    if (Object* start = E().choose_player_start(game_mode, controller))
        E().actor_states().world_transform(start, at.location, at.rotation);
    Object* pawn = nullptr;
    if (const Outcome spawned = E().spawn_actor(pawn_class, at, false, pawn); !spawned.ok) {
        E().log_line(1, "LogGameMode: Warning: RestartPlayer: " + spawned.text);
        return RustealError_Ok;
    }
    return players::possess(controller, pawn);
}

std::uint32_t random_integer(std::int32_t max, std::int32_t* out) {
    *out = rand_helper(max);
    return RustealError_Ok;
}

std::uint32_t random_integer_in_range(std::int32_t min, std::int32_t max, std::int32_t* out) {
    *out = min + rand_helper(max - min + 1);
    return RustealError_Ok;
}

std::mt19937& random_stream() {
    static std::mt19937 stream(0x5EEDu);
    return stream;
}

std::uint32_t random_float(double* out) {
    *out = std::uniform_real_distribution<double>(0.0, 1.0)(random_stream());
    return RustealError_Ok;
}

std::uint32_t random_float_in_range(double min, double max, double* out) {
    double unit = 0;
    random_float(&unit);
    *out = min + (max - min) * unit;
    return RustealError_Ok;
}

std::uint32_t find_look_at_rotation(const std::uint8_t* start, const std::uint8_t* target, std::uint8_t* out) {
    double a[3], b[3];
    std::memcpy(a, start, sizeof a);
    std::memcpy(b, target, sizeof b);
    const double x = b[0] - a[0], y = b[1] - a[1], z = b[2] - a[2];
    const double to_deg = 180.0 / std::numbers::pi;
    const double rotator[3] = {std::atan2(z, std::hypot(x, y)) * to_deg, std::atan2(y, x) * to_deg, 0.0};
    std::memcpy(out, rotator, sizeof rotator);
    return RustealError_Ok;
}

std::uint32_t make_transform(const std::uint8_t* location, const std::uint8_t* rotation, const std::uint8_t* scale, std::uint8_t* out) {
    double at[3], turn[3], size[3];
    std::memcpy(at, location, sizeof at);
    std::memcpy(turn, rotation, sizeof turn);
    std::memcpy(size, scale, sizeof size);
    transform_to_memory(at, turn, size, out);
    return RustealError_Ok;
}

// One axis of a rotator (0 forward, 1 right), as Kismet's Get*Vector return it.
std::uint32_t rotator_axis(const std::uint8_t* rotation, int axis, std::uint8_t* out) {
    double r[3], axes[3][3];
    std::memcpy(r, rotation, sizeof r);
    rotation_axes(r, axes[0], axes[1], axes[2]);
    std::memcpy(out, axes[axis], sizeof axes[axis]);
    return RustealError_Ok;
}

std::uint32_t get_forward_vector(const std::uint8_t* rotation, std::uint8_t* out) { return rotator_axis(rotation, 0, out); }

std::uint32_t get_right_vector(const std::uint8_t* rotation, std::uint8_t* out) { return rotator_axis(rotation, 1, out); }

} // namespace rusteal::headless::game
