#include "engine/timer_functions.hpp"

#include "core/headless_engine.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace rusteal::headless {

TimerManager::Timer* TimerManager::find_mutable(const Object* object, std::string_view function) {
    for (Timer& t : timers_)
        if (t.object == object && t.function == function) return &t;
    return nullptr;
}

const TimerManager::Timer* TimerManager::find(const Object* object, std::string_view function) const {
    for (const Timer& t : timers_)
        if (t.object == object && t.function == function) return &t;
    return nullptr;
}

std::uint64_t TimerManager::set(Object* object, std::string_view function, float time, bool looping, bool max_once_per_frame,
                                float first_delay) {
    clear(object, function);
    if (time <= 0) return 0;
    Timer t;
    t.object = object;
    t.function = std::string(function);
    t.rate = time;
    t.looping = looping;
    t.max_once_per_frame = max_once_per_frame;
    t.expire = now_ + std::max(0.0f, first_delay);
    t.handle = ++serial_;
    timers_.push_back(std::move(t));
    return serial_;
}

void TimerManager::clear(const Object* object, std::string_view function) {
    timers_.erase(std::remove_if(timers_.begin(), timers_.end(),
                                 [&](const Timer& t) { return t.object == object && t.function == function; }),
                  timers_.end());
}

void TimerManager::pause(const Object* object, std::string_view function) {
    Timer* t = find_mutable(object, function);
    if (!t || t->paused) return;
    t->paused = true;
    t->remaining = t->expire - now_;
}

void TimerManager::unpause(const Object* object, std::string_view function) {
    Timer* t = find_mutable(object, function);
    if (!t || !t->paused) return;
    t->paused = false;
    t->expire = now_ + t->remaining;
}

float TimerManager::remaining(const Object* object, std::string_view function) const {
    const Timer* t = find(object, function);
    if (!t) return -1.0f;
    return static_cast<float>(t->paused ? t->remaining : t->expire - now_);
}

float TimerManager::elapsed(const Object* object, std::string_view function) const {
    const Timer* t = find(object, function);
    if (!t) return -1.0f;
    return t->rate - remaining(object, function);
}

void TimerManager::tick(float delta_seconds) {
    tick(delta_seconds, [](Object* o, const std::string& function) {
        Function* f = o->cls->function(function);
        if (!f || f->parms_size > 0) return;
        alignas(16) std::uint8_t none[16] = {};
        std::string error;
        if (!E().process_event(o, f, none, error)) E().log_line(1, "LogRusteal: timer " + o->cls->name + "." + function + ": " + error);
    });
}

void TimerManager::forget(const Object* object) {
    timers_.erase(std::remove_if(timers_.begin(), timers_.end(), [&](const Timer& t) { return t.object == object; }), timers_.end());
}

void TimerManager::tick(float delta_seconds, const Call& call) {
    now_ += delta_seconds;
    // As FTimerManager::Tick: the earliest expired timer first, each called as many times as its
    // periods passed (once for a one-shot or `max once per frame`), until none has expired. A call
    // may set or clear timers, so each round looks again.
    for (;;) {
        Timer* next = nullptr;
        for (Timer& t : timers_)
            if (!t.paused && t.expire <= now_ && (!next || t.expire < next->expire)) next = &t;
        if (!next) break;
        Timer fired = *next;
        int calls = 1;
        if (fired.looping) {
            if (!fired.max_once_per_frame) calls = static_cast<int>(std::floor((now_ - fired.expire) / fired.rate)) + 1;
            next->expire += calls * static_cast<double>(fired.rate);
        } else {
            clear(fired.object, fired.function);
        }
        for (int i = 0; i < calls; ++i) {
            if (!fired.object->alive) {
                forget(fired.object);
                break;
            }
            const Timer* still = find(fired.object, fired.function);
            if (fired.looping && (!still || still->handle != fired.handle)) break; // cleared or set again by a call
            call(fired.object, fired.function);
        }
    }
}

namespace timers {

namespace {

std::string_view text(const char* s, std::uint32_t len) { return {s, len}; }

// The object a timer function names (null is not an error: Unreal's functions do nothing).
Object* target(void* object, bool& destroyed) {
    destroyed = false;
    if (!object) return nullptr;
    Object* o = E().object(UObjectHandle{object});
    destroyed = o == nullptr;
    return o;
}

void write_handle(std::uint8_t* out, std::uint64_t handle) {
    if (out) std::memcpy(out, &handle, sizeof handle);
}

} // namespace

std::uint32_t set_timer(void* object, const char* name, std::uint32_t len, float time, bool looping, bool max_once_per_frame,
                        float initial_start_delay, float /*variance: not drawn*/, std::uint8_t* out_handle) {
    bool destroyed = false;
    Object* o = target(object, destroyed);
    write_handle(out_handle, 0);
    if (destroyed) return RustealError_ObjectDestroyed;
    if (!o) return RustealError_Ok;
    const std::string_view function = text(name, len);
    const Function* f = o->cls->function(function);
    if (f && f->parms_size > 0) {
        E().log_line(1, "LogBlueprintUserMessages: Warning: SetTimer passed a function (" + std::string(function) +
                            ") that expects parameters.");
        return RustealError_Ok;
    }
    if (!f)
        E().log_line(1, "LogBlueprintUserMessages: Warning: SetTimer: " + o->cls->name + " has no function " +
                            std::string(function) + " (the timer calls nothing)");
    write_handle(out_handle, E().subsystem<TimerManager>().set(o, function, time, looping, max_once_per_frame, time + initial_start_delay));
    return RustealError_Ok;
}

std::uint32_t set_timer_for_next_tick(void* object, const char* name, std::uint32_t len, std::uint8_t* out_handle) {
    bool destroyed = false;
    Object* o = target(object, destroyed);
    write_handle(out_handle, 0);
    if (destroyed) return RustealError_ObjectDestroyed;
    if (o) write_handle(out_handle, E().subsystem<TimerManager>().set(o, text(name, len), 1e-6f, false, false, 0.0f));
    return RustealError_Ok;
}

template <class F>
std::uint32_t with_target(void* object, F&& f) {
    bool destroyed = false;
    Object* o = target(object, destroyed);
    if (destroyed) return RustealError_ObjectDestroyed;
    f(o);
    return RustealError_Ok;
}

std::uint32_t clear_timer(void* object, const char* name, std::uint32_t len) {
    return with_target(object, [&](Object* o) { E().subsystem<TimerManager>().clear(o, text(name, len)); });
}
std::uint32_t pause_timer(void* object, const char* name, std::uint32_t len) {
    return with_target(object, [&](Object* o) { E().subsystem<TimerManager>().pause(o, text(name, len)); });
}
std::uint32_t unpause_timer(void* object, const char* name, std::uint32_t len) {
    return with_target(object, [&](Object* o) { E().subsystem<TimerManager>().unpause(o, text(name, len)); });
}
std::uint32_t is_timer_active(void* object, const char* name, std::uint32_t len, bool* out) {
    return with_target(object, [&](Object* o) {
        const auto* t = E().subsystem<TimerManager>().find(o, text(name, len));
        *out = t && !t->paused;
    });
}
std::uint32_t is_timer_paused(void* object, const char* name, std::uint32_t len, bool* out) {
    return with_target(object, [&](Object* o) {
        const auto* t = E().subsystem<TimerManager>().find(o, text(name, len));
        *out = t && t->paused;
    });
}
std::uint32_t timer_exists(void* object, const char* name, std::uint32_t len, bool* out) {
    return with_target(object, [&](Object* o) { *out = E().subsystem<TimerManager>().find(o, text(name, len)) != nullptr; });
}
std::uint32_t timer_elapsed_time(void* object, const char* name, std::uint32_t len, float* out) {
    return with_target(object, [&](Object* o) { *out = E().subsystem<TimerManager>().elapsed(o, text(name, len)); });
}
std::uint32_t timer_remaining_time(void* object, const char* name, std::uint32_t len, float* out) {
    return with_target(object, [&](Object* o) { *out = E().subsystem<TimerManager>().remaining(o, text(name, len)); });
}

} // namespace timers

} // namespace rusteal::headless
