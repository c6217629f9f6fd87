#include "api/input_api.hpp"

#include "core/headless_engine.hpp"

namespace rusteal::headless {

namespace {


ERustealErrorCode bind_action(UObjectHandle actor_h, UObjectHandle action_h, std::uint8_t trigger, const std::uint8_t* f,
                              std::uint32_t fl) {
    Object* actor = E().object(actor_h);
    Object* action = E().object(action_h);
    const Class* input_action = E().find_class("InputAction");
    if (!actor || !actor->cls->is_child_of(E().find_class("Actor")) || !action ||
        (input_action && !action->cls->is_child_of(input_action)))
        return fail_with(RustealError_InvalidCast, "bind_action needs an actor and an input action");
    const std::string function(reinterpret_cast<const char*>(f), f ? fl : 0);
    if (!actor->cls->function(function)) return fail_with(RustealError_FunctionNotFound, actor->cls->name + " has no function " + function);
    E().input_bindings.push_back({actor, action, trigger, function});
    return RustealError_Ok;
}

bool should_display_touch_interface() { return false; }

const FRustealInputApi kInput = {bind_action, should_display_touch_interface};

} // namespace

const FRustealInputApi& input_api() { return kInput; }

} // namespace rusteal::headless
