#pragma once
// The world's timers in the headless host: Unreal's FTimerManager as UKismetSystemLibrary's
// timers by function name use it (K2_SetTimer, K2_ClearTimer, ...), and the engine functions
// the generated bindings call for them.
//
// Contract (FTimerManager's, for timers bound to an object's function by name): one timer per
// object and function, set again = reset; a time of zero or less clears it; the first call comes
// `time + initial start delay` after it was set (the delay's variance is not drawn: the host has
// no random source a script could repeat), a looping timer then every `time`, as many calls in
// one frame as periods passed unless `max once per frame`; a paused timer keeps its remaining
// time. `tick` advances the clock and calls what expired, in the order it expires; a timer set
// or cleared by a call takes effect from that call on. A timer whose object is gone is dropped.
// Single-threaded, like the engine.
#include "core/world_subsystem.hpp"

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace rusteal::headless {

struct Object;

class TimerManager final : public WorldSubsystem {
public:
    struct Timer {
        Object* object = nullptr;
        std::string function;
        float rate = 0;
        bool looping = false;
        bool max_once_per_frame = false;
        bool paused = false;
        double expire = 0;    // on the manager's clock, while running
        double remaining = 0; // while paused
        std::uint64_t handle = 0;
    };
    using Call = std::function<void(Object*, const std::string& function)>;

    // The timer's handle (0 when `time` <= 0 cleared it instead).
    std::uint64_t set(Object* object, std::string_view function, float time, bool looping, bool max_once_per_frame,
                      float first_delay);
    void clear(const Object* object, std::string_view function);
    void pause(const Object* object, std::string_view function);
    void unpause(const Object* object, std::string_view function);
    const Timer* find(const Object* object, std::string_view function) const;
    // Seconds since the current period began / until the next call; -1 without such a timer.
    float elapsed(const Object* object, std::string_view function) const;
    float remaining(const Object* object, std::string_view function) const;
    void tick(float delta_seconds, const Call& call);
    // The world's tick: each expired timer calls its object's function (K2_SetTimer refused any
    // with parameters), an error logged.
    void tick(float delta_seconds) override;
    void forget(const Object* object) override;

private:
    Timer* find_mutable(const Object* object, std::string_view function);
    std::vector<Timer> timers_;
    double now_ = 0;
    std::uint64_t serial_ = 0;
};

namespace timers {

// UKismetSystemLibrary's timers by function name, with the C signatures of their generated
// wrappers (the function name as UTF-8 and its length; the handle into the caller's FTimerHandle).
// K2_SetTimer refuses a function that takes parameters, as Unreal does (a warning, no timer).
std::uint32_t set_timer(void* object, const char* name, std::uint32_t len, float time, bool looping, bool max_once_per_frame,
                        float initial_start_delay, float initial_start_delay_variance, std::uint8_t* out_handle);
std::uint32_t set_timer_for_next_tick(void* object, const char* name, std::uint32_t len, std::uint8_t* out_handle);
std::uint32_t clear_timer(void* object, const char* name, std::uint32_t len);
std::uint32_t pause_timer(void* object, const char* name, std::uint32_t len);
std::uint32_t unpause_timer(void* object, const char* name, std::uint32_t len);
std::uint32_t is_timer_active(void* object, const char* name, std::uint32_t len, bool* out);
std::uint32_t is_timer_paused(void* object, const char* name, std::uint32_t len, bool* out);
std::uint32_t timer_exists(void* object, const char* name, std::uint32_t len, bool* out);
std::uint32_t timer_elapsed_time(void* object, const char* name, std::uint32_t len, float* out);
std::uint32_t timer_remaining_time(void* object, const char* name, std::uint32_t len, float* out);

} // namespace timers

} // namespace rusteal::headless
