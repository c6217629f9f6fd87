#include "engine/animation_functions.hpp"

#include "core/event_params.hpp"
#include "core/headless_engine.hpp"

#include <algorithm>
#include <cstdio>

namespace rusteal::headless {

namespace {

constexpr std::uint8_t kReturnDuration = 1; // EMontagePlayReturnType::Duration

Object* live(void* o) { return o ? E().object(UObjectHandle{o}) : nullptr; }

// OnMontageBlendingOut then OnMontageEnded, as a montage instance that ends sends them.
void send_end(Object* anim_instance, Object* montage, bool interrupted) {
    for (const char* delegate : {"OnMontageBlendingOut", "OnMontageEnded"}) {
        if (!anim_instance->alive) return;
        E().broadcast_native(anim_instance, delegate, [&](EventParams& p) { p.object("Montage", montage).boolean("bInterrupted", interrupted); });
    }
}

} // namespace

float Montages::play(Object* anim_instance, Object* montage, float rate, std::uint8_t return_type, float start_at, bool stop_all) {
    float length = 0;
    if (montage) montage->read("SequenceLength", length);
    if (!montage || length <= 0 || rate <= 0) return 0;
    auto& list = playing_[anim_instance];
    for (Playing& p : list)
        if (stop_all || p.montage == montage) p.stopped = true;
    list.push_back({montage, std::clamp(start_at, 0.0f, length), rate, length, false});
    E().broadcast_native(anim_instance, "OnMontageStarted", [&](EventParams& p) { p.object("Montage", montage); });
    return return_type == kReturnDuration ? length / rate : length;
}

void Montages::stop(Object* anim_instance, const Object* montage) {
    auto it = playing_.find(anim_instance);
    if (it == playing_.end()) return;
    for (Playing& p : it->second)
        if (!montage || p.montage == montage) p.stopped = true;
}

void Montages::jump_to_section(Object* anim_instance, const Object* montage, std::uint64_t section) {
    auto it = playing_.find(anim_instance);
    if (it == playing_.end()) return;
    for (Playing& p : it->second) {
        if (p.stopped || (montage && p.montage != montage)) continue;
        p.section = section;
        p.position = 0;
    }
}

std::uint64_t Montages::current_section(const Object* anim_instance, const Object* montage) const {
    auto it = playing_.find(const_cast<Object*>(anim_instance));
    if (it == playing_.end()) return 0;
    for (const Playing& p : it->second)
        if (!p.stopped && (!montage || p.montage == montage)) return p.section;
    return 0;
}

bool Montages::active(const Object* anim_instance, const Object* montage) const {
    auto it = playing_.find(const_cast<Object*>(anim_instance));
    if (it == playing_.end()) return false;
    return std::any_of(it->second.begin(), it->second.end(),
                       [&](const Playing& p) { return !p.stopped && (!montage || p.montage == montage); });
}

bool Montages::any(const Object* anim_instance) const {
    auto it = playing_.find(const_cast<Object*>(anim_instance));
    return it != playing_.end() && !it->second.empty();
}

Object* Montages::current(const Object* anim_instance) const {
    auto it = playing_.find(const_cast<Object*>(anim_instance));
    if (it == playing_.end()) return nullptr;
    for (const Playing& p : it->second)
        if (!p.stopped) return p.montage;
    return nullptr;
}

std::string Montages::describe(const Object* anim_instance) const {
    auto it = playing_.find(const_cast<Object*>(anim_instance));
    std::string out;
    if (it == playing_.end()) return "none";
    for (const Playing& p : it->second) {
        char place[64];
        std::snprintf(place, sizeof place, " %g/%g s", p.position, p.length);
        out += (out.empty() ? "" : "; ") + p.montage->name + place + (p.stopped ? " stopping" : "") + ", section " +
               (p.section ? E().name_text(p.section).value_or("?") : std::string("None"));
    }
    return out.empty() ? "none" : out;
}

void Montages::tick(float delta_seconds) {
    // Advance every instance, take out the ones that end, then tell (a handler may play another).
    struct Ended {
        Object* anim_instance;
        Object* montage;
        bool interrupted;
    };
    std::vector<Ended> ended;
    for (auto& [anim_instance, list] : playing_) {
        for (Playing& p : list) {
            if (p.stopped) {
                ended.push_back({anim_instance, p.montage, true});
                continue;
            }
            p.position += delta_seconds * p.rate;
            if (p.position >= p.length) {
                p.stopped = true;
                ended.push_back({anim_instance, p.montage, false});
            }
        }
        list.erase(std::remove_if(list.begin(), list.end(), [](const Playing& p) { return p.stopped; }), list.end());
    }
    for (auto it = playing_.begin(); it != playing_.end();) it = it->second.empty() ? playing_.erase(it) : std::next(it);
    for (const Ended& e : ended)
        if (e.anim_instance->alive) send_end(e.anim_instance, e.montage, e.interrupted);
}

void Montages::forget(const Object* o) {
    playing_.erase(const_cast<Object*>(o));
    for (auto& [anim_instance, list] : playing_)
        list.erase(std::remove_if(list.begin(), list.end(), [&](const Playing& p) { return p.montage == o; }), list.end());
}

namespace animation {

std::uint32_t montage_play(void* anim_instance, void* montage, float rate, std::uint8_t return_type, float start_at, bool stop_all,
                           float* out) {
    *out = 0;
    Object* o = live(anim_instance);
    if (!o) return RustealError_ObjectDestroyed;
    *out = E().subsystem<Montages>().play(o, live(montage), rate, return_type, start_at, stop_all);
    return RustealError_Ok;
}

std::uint32_t montage_stop(void* anim_instance, float, void* montage) {
    Object* o = live(anim_instance);
    if (!o) return RustealError_ObjectDestroyed;
    E().subsystem<Montages>().stop(o, live(montage));
    return RustealError_Ok;
}

std::uint32_t montage_jump_to_section(void* anim_instance, std::uint64_t section, void* montage) {
    Object* o = live(anim_instance);
    if (!o) return RustealError_ObjectDestroyed;
    E().subsystem<Montages>().jump_to_section(o, live(montage), section);
    return RustealError_Ok;
}

std::uint32_t montage_current_section(void* anim_instance, void* montage, std::uint64_t* out) {
    *out = 0;
    Object* o = live(anim_instance);
    if (!o) return RustealError_ObjectDestroyed;
    *out = E().subsystem<Montages>().current_section(o, live(montage));
    return RustealError_Ok;
}

std::uint32_t montage_is_active(void* anim_instance, void* montage, bool* out) {
    *out = false;
    Object* o = live(anim_instance);
    if (!o) return RustealError_ObjectDestroyed;
    *out = E().subsystem<Montages>().active(o, live(montage));
    return RustealError_Ok;
}

std::uint32_t montage_is_playing(void* anim_instance, void* montage, bool* out) { return montage_is_active(anim_instance, montage, out); }

std::uint32_t is_any_montage_playing(void* anim_instance, bool* out) {
    *out = false;
    Object* o = live(anim_instance);
    if (!o) return RustealError_ObjectDestroyed;
    *out = E().subsystem<Montages>().any(o);
    return RustealError_Ok;
}

std::uint32_t current_active_montage(void* anim_instance, void** out) {
    *out = nullptr;
    Object* o = live(anim_instance);
    if (!o) return RustealError_ObjectDestroyed;
    *out = E().subsystem<Montages>().current(o);
    return RustealError_Ok;
}

std::uint32_t get_anim_instance(void* mesh, void** out) {
    *out = nullptr;
    Object* o = live(mesh);
    if (!o) return RustealError_ObjectDestroyed;
    Object* instance = nullptr;
    if (o->read("AnimScriptInstance", instance) && instance && instance->alive) {
        *out = instance;
        return RustealError_Ok;
    }
    Class* anim_class = nullptr;
    const Class* base = E().find_class("AnimInstance");
    if (o->read("AnimClass", anim_class) && anim_class && base && anim_class->is_child_of(base)) {
        instance = E().new_object_in(o, anim_class);
        if (instance) o->write("AnimScriptInstance", instance);
    }
    *out = instance;
    return RustealError_Ok;
}

// USkeletalMeshComponent::SetAnimClass (SetAnimInstanceClass): another class clears the anim
// instance, which the next GetAnimInstance makes of the new class; the same class keeps it.
std::uint32_t set_anim_class(void* mesh, void* anim_class) {
    Object* o = live(mesh);
    if (!o) return RustealError_ObjectDestroyed;
    Class* current = nullptr;
    o->read("AnimClass", current);
    auto* wanted = static_cast<Class*>(anim_class);
    if (wanted == current) return RustealError_Ok;
    o->write("AnimClass", wanted);
    o->write("AnimScriptInstance", static_cast<Object*>(nullptr));
    return RustealError_Ok;
}

const std::vector<ModelledFunction>& functions() {
    static const std::vector<ModelledFunction> table = {
        {"ANIM_INSTANCE_MONTAGE_PLAY", "AnimInstance.Montage_Play", function_entry(&montage_play)},
        {"ANIM_INSTANCE_MONTAGE_STOP", "AnimInstance.Montage_Stop", function_entry(&montage_stop)},
        {"ANIM_INSTANCE_MONTAGE_JUMP_TO_SECTION", "AnimInstance.Montage_JumpToSection", function_entry(&montage_jump_to_section)},
        {"ANIM_INSTANCE_MONTAGE_GET_CURRENT_SECTION", "AnimInstance.Montage_GetCurrentSection", function_entry(&montage_current_section)},
        {"ANIM_INSTANCE_MONTAGE_IS_ACTIVE", "AnimInstance.Montage_IsActive", function_entry(&montage_is_active)},
        {"ANIM_INSTANCE_MONTAGE_IS_PLAYING", "AnimInstance.Montage_IsPlaying", function_entry(&montage_is_playing)},
        {"ANIM_INSTANCE_IS_ANY_MONTAGE_PLAYING", "AnimInstance.IsAnyMontagePlaying", function_entry(&is_any_montage_playing)},
        {"ANIM_INSTANCE_GET_CURRENT_ACTIVE_MONTAGE", "AnimInstance.GetCurrentActiveMontage", function_entry(&current_active_montage)},
        {"SKELETAL_MESH_COMPONENT_GET_ANIM_INSTANCE", "SkeletalMeshComponent.GetAnimInstance", function_entry(&get_anim_instance)},
        {"SKELETAL_MESH_COMPONENT_SET_ANIM_CLASS", "SkeletalMeshComponent.SetAnimClass", function_entry(&set_anim_class)},
    };
    return table;
}

} // namespace animation
} // namespace rusteal::headless
