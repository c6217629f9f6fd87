#pragma once
// EventParams: the parameter buffer of an event or a delegate broadcast the engine sends (a
// Blueprint event like OnLanded, a delegate like OnMontageEnded), zeroed and aligned as the
// function's layout says, written by parameter name. The areas that fire events use it with
// HeadlessEngine::fire_event and broadcast_native.
#include "core/object_model.hpp"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <vector>

namespace rusteal::headless {

// A zeroed, 16-byte aligned parameter buffer of a function, written by parameter name.
class EventParams {
public:
    explicit EventParams(const Function& f) : f_(f), storage_(std::max<std::size_t>(f.parms_size, 1) + 16, 0) {
        const auto addr = reinterpret_cast<std::uintptr_t>(storage_.data());
        base_ = storage_.data() + (16 - addr % 16) % 16;
    }
    EventParams& object(const char* name, Object* value) { return put(name, &value, sizeof value); }
    EventParams& real(const char* name, float value) { return put(name, &value, sizeof value); }
    EventParams& byte(const char* name, std::uint8_t value) { return put(name, &value, sizeof value); }
    EventParams& boolean(const char* name, bool value) { return put(name, &value, sizeof value); }
    // The first parameter of struct `type` (whatever its name), as bytes.
    EventParams& first_struct(std::string_view type, const void* value, std::size_t size) {
        for (const auto& p : f_.params)
            if (p->kind == Kind::Struct && p->ustruct && p->ustruct->name == type && p->size == size) {
                std::memcpy(base_ + p->offset, value, size);
                break;
            }
        return *this;
    }
    // A parameter's memory (to write a struct in place), or null when the function has none of that name.
    std::uint8_t* at(const char* name) {
        const Property* p = f_.param(name);
        return p ? base_ + p->offset : nullptr;
    }
    EventParams& int32(const char* name, std::int32_t value) { return put(name, &value, sizeof value); }
    // A parameter's size, 0 when the function has none of that name.
    std::size_t size_of(const char* name) const {
        const Property* p = f_.param(name);
        return p ? p->size : 0;
    }
    std::uint8_t* data() { return base_; }

private:
    EventParams& put(const char* name, const void* value, std::size_t size) {
        if (const Property* p = f_.param(name); p && p->size == size) std::memcpy(base_ + p->offset, value, size);
        return *this;
    }
    const Function& f_;
    std::vector<std::uint8_t> storage_;
    std::uint8_t* base_;
};

} // namespace rusteal::headless
