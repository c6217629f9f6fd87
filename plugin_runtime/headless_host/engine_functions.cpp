#include "engine_functions.hpp"

#include "headless_engine.hpp"

#include <cmath>
#include <cstring>
#include <fstream>
#include <numbers>
#include <regex>
#include <sstream>

namespace rusteal::headless {

namespace {

// Each implementation has the C signature of the generated wrapper of its function
// (generators/cpp_wrapper_emitter.cpp): the object first, inputs by value (structs as bytes),
// outputs through pointers; it returns an ERustealErrorCode.
using Code = std::uint32_t;

HeadlessEngine& E() { return HeadlessEngine::instance(); }

// The actor behind a wrapper's object argument; null when it is not a live object.
Object* live(void* obj) { return E().object(UObjectHandle{obj}); }
ActorState& state(Object* o) { return E().engine_functions().actor(o); }

void read3(const std::uint8_t* in, double (&v)[3]) { std::memcpy(v, in, sizeof v); }
void write3(std::uint8_t* out, const double (&v)[3]) { std::memcpy(out, v, sizeof v); }

// The axes of a rotation (FRotationMatrix's rows: forward, right, up).
void axes(const double (&rot)[3], double (&x)[3], double (&y)[3], double (&z)[3]) {
    const double rad = std::numbers::pi / 180.0;
    const double sp = std::sin(rot[0] * rad), cp = std::cos(rot[0] * rad);
    const double sy = std::sin(rot[1] * rad), cy = std::cos(rot[1] * rad);
    const double sr = std::sin(rot[2] * rad), cr = std::cos(rot[2] * rad);
    x[0] = cp * cy, x[1] = cp * sy, x[2] = sp;
    y[0] = sr * sp * cy - cr * sy, y[1] = sr * sp * sy + cr * cy, y[2] = -sr * cp;
    z[0] = -(cr * sp * cy + sr * sy), z[1] = cy * sr - cr * sp * sy, z[2] = cr * cp;
}

// Runs `f` on the state of the live actor behind a wrapper's object argument.
template <class F>
Code on_actor(void* obj, F&& f) {
    Object* o = live(obj);
    if (!o) return RustealError_ObjectDestroyed;
    f(o, state(o));
    return RustealError_Ok;
}

template <int Axis>
Code actor_axis(void* obj, std::uint8_t* out) {
    return on_actor(obj, [&](Object*, ActorState& s) {
        double v[3][3];
        axes(s.rotation, v[0], v[1], v[2]);
        write3(out, v[Axis]);
    });
}

Code get_actor_location(void* obj, std::uint8_t* out) {
    return on_actor(obj, [&](Object*, ActorState& s) { write3(out, s.location); });
}

Code get_actor_rotation(void* obj, std::uint8_t* out) {
    return on_actor(obj, [&](Object*, ActorState& s) { write3(out, s.rotation); });
}

Code set_actor_rotation(void* obj, const std::uint8_t* rotation, bool /*teleport_physics*/, bool* out) {
    return on_actor(obj, [&](Object*, ActorState& s) {
        read3(rotation, s.rotation);
        if (out) *out = true;
    });
}

Code teleport_to(void* obj, const std::uint8_t* location, const std::uint8_t* rotation, bool* out) {
    return on_actor(obj, [&](Object*, ActorState& s) {
        read3(location, s.location);
        read3(rotation, s.rotation);
        if (out) *out = true; // nothing collides in the headless host
    });
}

Code get_actor_scale(void* obj, std::uint8_t* out) {
    return on_actor(obj, [&](Object*, ActorState& s) { write3(out, s.scale); });
}

Code set_actor_scale(void* obj, const std::uint8_t* scale) {
    return on_actor(obj, [&](Object*, ActorState& s) { read3(scale, s.scale); });
}

Code get_owner(void* obj, void** out) {
    return on_actor(obj, [&](Object*, ActorState& s) { *out = s.owner && s.owner->alive ? s.owner : nullptr; });
}

Code set_owner(void* obj, void* owner) {
    return on_actor(obj, [&](Object*, ActorState& s) { s.owner = owner ? live(owner) : nullptr; });
}

Code get_instigator(void* obj, void** out) {
    return on_actor(obj, [&](Object*, ActorState& s) {
        *out = s.instigator && s.instigator->alive ? s.instigator : nullptr;
    });
}

Code set_hidden_in_game(void* obj, bool hidden) {
    return on_actor(obj, [&](Object*, ActorState& s) { s.hidden = hidden; });
}

Code set_tick_enabled(void* obj, bool enabled) {
    return on_actor(obj, [&](Object*, ActorState& s) { s.tick_enabled = enabled; });
}

Code set_tick_interval(void* obj, float interval) {
    return on_actor(obj, [&](Object*, ActorState& s) { s.tick_interval = interval; });
}

Code get_tick_interval(void* obj, float* out) {
    return on_actor(obj, [&](Object*, ActorState& s) { *out = s.tick_interval; });
}

Code destroy_actor(void* obj) {
    // The object goes once the script command has returned: its own Rust code may be running
    // (Unreal, too, frees an actor's memory only later, at garbage collection).
    return on_actor(obj, [&](Object* o, ActorState&) { E().destroy_after_call(o); });
}

// Every function the host does not model: the table entry of a function with any signature.
// Calling it through the wrapper's pointer type with more arguments than it takes is harmless
// under the C calling conventions of the platforms the host runs on (the caller pops them).
Code not_modelled() {
    return fail_with(RustealError_InvalidOperation,
                     "not modelled in the headless host (docs/host.md lists what it models)");
}

struct Modelled {
    const char* constant; // its id's name in RustealFuncIds.h
    const char* name;     // Class.Function
    const void* entry;
};

template <class F>
const void* entry(F* f) {
    return reinterpret_cast<const void*>(f);
}

const Modelled kModelled[] = {
    {"ACTOR_K2_GET_ACTOR_LOCATION", "Actor.K2_GetActorLocation", entry(&get_actor_location)},
    {"ACTOR_K2_GET_ACTOR_ROTATION", "Actor.K2_GetActorRotation", entry(&get_actor_rotation)},
    {"ACTOR_K2_SET_ACTOR_ROTATION", "Actor.K2_SetActorRotation", entry(&set_actor_rotation)},
    {"ACTOR_K2_TELEPORT_TO", "Actor.K2_TeleportTo", entry(&teleport_to)},
    {"ACTOR_GET_ACTOR_SCALE3_D", "Actor.GetActorScale3D", entry(&get_actor_scale)},
    {"ACTOR_SET_ACTOR_SCALE3_D", "Actor.SetActorScale3D", entry(&set_actor_scale)},
    {"ACTOR_GET_ACTOR_FORWARD_VECTOR", "Actor.GetActorForwardVector", entry(&actor_axis<0>)},
    {"ACTOR_GET_ACTOR_RIGHT_VECTOR", "Actor.GetActorRightVector", entry(&actor_axis<1>)},
    {"ACTOR_GET_ACTOR_UP_VECTOR", "Actor.GetActorUpVector", entry(&actor_axis<2>)},
    {"ACTOR_GET_OWNER", "Actor.GetOwner", entry(&get_owner)},
    {"ACTOR_SET_OWNER", "Actor.SetOwner", entry(&set_owner)},
    {"ACTOR_GET_INSTIGATOR", "Actor.GetInstigator", entry(&get_instigator)},
    {"ACTOR_SET_ACTOR_HIDDEN_IN_GAME", "Actor.SetActorHiddenInGame", entry(&set_hidden_in_game)},
    {"ACTOR_SET_ACTOR_TICK_ENABLED", "Actor.SetActorTickEnabled", entry(&set_tick_enabled)},
    {"ACTOR_SET_ACTOR_TICK_INTERVAL", "Actor.SetActorTickInterval", entry(&set_tick_interval)},
    {"ACTOR_GET_ACTOR_TICK_INTERVAL", "Actor.GetActorTickInterval", entry(&get_tick_interval)},
    {"ACTOR_K2_DESTROY_ACTOR", "Actor.K2_DestroyActor", entry(&destroy_actor)},
};

} // namespace

std::vector<std::string> EngineFunctions::modelled_names() {
    std::vector<std::string> out;
    for (const auto& m : kModelled) out.emplace_back(m.name);
    return out;
}

bool EngineFunctions::stage(const std::string& library, const std::filesystem::path& func_ids, std::string& error) {
    std::ifstream in(func_ids);
    if (!in) {
        error = "cannot read " + func_ids.string() + ": rusteal build --all writes it with the bindings";
        return false;
    }
    std::stringstream text;
    text << in.rdbuf();
    if (auto it = current_.find(library); it != current_.end() && it->second->source == text.str()) {
        staged_.erase(library); // unchanged: the current table stays
        return true;
    }
    static const std::regex line_re(R"(^\s*constexpr\s+uint32_t\s+([A-Z0-9_]+)\s*=\s*([0-9]+)\s*;\s*$)");
    std::map<std::string, std::uint32_t, std::less<>> ids;
    std::uint32_t count = 0;
    bool have_count = false;
    std::istringstream lines(text.str());
    std::string line;
    for (int n = 1; std::getline(lines, line); ++n) {
        std::smatch m;
        if (line.find("constexpr") == std::string::npos) continue;
        if (!std::regex_match(line, m, line_re)) {
            error = func_ids.string() + ":" + std::to_string(n) + ": not a generated id (`constexpr uint32_t NAME = N;`): "
                    "regenerate it with rusteal build --all";
            return false;
        }
        const auto value = static_cast<std::uint32_t>(std::stoul(m[2].str()));
        if (m[1] == "FUNC_COUNT") {
            count = value;
            have_count = true;
        } else {
            ids[m[1].str()] = value;
        }
    }
    if (!have_count) {
        error = func_ids.string() + " has no FUNC_COUNT: it is not a complete generated file; rusteal build --all writes it";
        return false;
    }
    auto t = std::make_unique<Table>();
    t->source = text.str();
    t->entries.assign(count, entry(&not_modelled));
    t->coverage.table_size = count;
    std::map<std::uint32_t, std::string> placed;
    for (const auto& m : kModelled) {
        auto it = ids.find(m.constant);
        if (it == ids.end() || it->second >= count) continue; // not bound by this library's configuration
        t->entries[it->second] = m.entry;
        placed[it->second] = m.name;
    }
    for (auto& [id, name] : placed) t->coverage.modelled.push_back(std::move(name));
    staged_[library] = std::move(t);
    return true;
}

void EngineFunctions::commit(const std::string& library) {
    auto it = staged_.find(library);
    if (it == staged_.end()) return;
    current_[library] = std::move(it->second);
    staged_.erase(it);
}

void EngineFunctions::discard(const std::string& library) { staged_.erase(library); }

const EngineFunctions::Table* EngineFunctions::find(const std::string& library, bool staged) const {
    if (staged)
        if (auto it = staged_.find(library); it != staged_.end()) return it->second.get();
    auto it = current_.find(library);
    return it == current_.end() ? nullptr : it->second.get();
}

const void* const* EngineFunctions::table(const std::string& library, bool staged) const {
    const Table* t = find(library, staged);
    return t && !t->entries.empty() ? t->entries.data() : nullptr;
}

std::uint32_t EngineFunctions::count(const std::string& library, bool staged) const {
    const Table* t = find(library, staged);
    return t ? static_cast<std::uint32_t>(t->entries.size()) : 0;
}

const EngineFunctionCoverage* EngineFunctions::coverage(const std::string& library) const {
    const Table* t = find(library, false);
    return t ? &t->coverage : nullptr;
}

} // namespace rusteal::headless
