#pragma once
// What the parts of the headless host's API table share (api_table.cpp, container_api.cpp): the
// failure every entry reports (kept per thread for take_error_message, fail_with), strings and blobs
// in and out of caller buffers, and a property's memory checked against the kinds an entry reads.
// Internal to the table's files, in namespace `api`, so no other file's helpers meet these names.
#include "core/headless_engine.hpp"

#include <cstring>
#include <initializer_list>
#include <new>
#include <string>
#include <string_view>
#include <vector>

namespace rusteal::headless::api {

inline ERustealErrorCode fail(ERustealErrorCode code, std::string message) { return fail_with(code, std::move(message)); }

inline std::string_view text(const std::uint8_t* p, std::uint32_t n) {
    return p ? std::string_view(reinterpret_cast<const char*>(p), n) : std::string_view();
}

inline ERustealErrorCode write_text(std::string_view s, std::uint8_t* buf, std::uint32_t buf_len, std::uint32_t* out_len) {
    if (out_len) *out_len = static_cast<std::uint32_t>(s.size());
    if (s.size() > buf_len || (!buf && !s.empty()))
        return fail(RustealError_BufferTooSmall, "the string needs " + std::to_string(s.size()) + " bytes");
    if (!s.empty()) std::memcpy(buf, s.data(), s.size());
    return RustealError_Ok;
}

inline Property* prop_of(FPropertyHandle h) { return static_cast<Property*>(h.ptr); }
inline Class* class_of(UClassHandle h) { return static_cast<Class*>(h.ptr); }
inline Function* func_of(UFunctionHandle h) { return static_cast<Function*>(h.ptr); }
inline Struct* struct_of(UStructHandle h) { return static_cast<Struct*>(h.ptr); }

inline bool kind_in(Kind k, std::initializer_list<Kind> kinds) {
    for (Kind x : kinds)
        if (x == k) return true;
    return false;
}

// The memory of a property of an object (or of a temporary container from alloc_temp).
inline ERustealErrorCode value_at(UObjectHandle obj, FPropertyHandle prop, std::initializer_list<Kind> kinds, std::uint8_t*& at,
                           Property*& p) {
    p = prop_of(prop);
    if (!p) return fail(RustealError_NullArgument, "the property is null");
    if (!kind_in(p->kind, kinds)) {
        std::string want;
        for (Kind k : kinds) want += (want.empty() ? "" : " or ") + std::string(kind_name(k));
        return fail(RustealError_TypeMismatch,
                    "property " + p->name + " is a " + kind_name(p->kind) + ", accessed as " + want);
    }
    if (E().is_temp_container(obj.ptr)) {
        at = static_cast<std::uint8_t*>(obj.ptr) + p->offset;
        return RustealError_Ok;
    }
    Object* o = E().object(obj);
    if (!o) return fail(obj.ptr ? RustealError_ObjectDestroyed : RustealError_NullArgument, "the object is not valid");
    if (!o->layout->members.count(p))
        return fail(RustealError_PropertyNotFound, "property " + p->name + " is not a property of " + o->name +
                                                        " (class " + o->cls->name + ")");
    at = o->value_ptr(*p);
    return RustealError_Ok;
}

template <class T>
inline ERustealErrorCode get_plain(UObjectHandle obj, FPropertyHandle prop, Kind k, T* out) {
    std::uint8_t* at;
    Property* p;
    if (auto c = value_at(obj, prop, {k}, at, p)) return c;
    if (!out) return fail(RustealError_NullArgument, "the output pointer is null");
    std::memcpy(out, at, sizeof(T));
    return RustealError_Ok;
}
template <class T>
inline ERustealErrorCode set_plain(UObjectHandle obj, FPropertyHandle prop, Kind k, T v) {
    std::uint8_t* at;
    Property* p;
    if (auto c = value_at(obj, prop, {k}, at, p)) return c;
    std::memcpy(at, &v, sizeof(T));
    return RustealError_Ok;
}

inline Container* container_at(UObjectHandle obj, FPropertyHandle prop, Kind k, Property*& p, ERustealErrorCode& code) {
    std::uint8_t* at = nullptr;
    code = value_at(obj, prop, {k}, at, p);
    return code ? nullptr : std::launder(reinterpret_cast<Container*>(at));
}

inline std::vector<std::uint8_t> blob(const std::uint8_t* p, std::uint32_t n) {
    return p ? std::vector<std::uint8_t>(p, p + n) : std::vector<std::uint8_t>();
}

inline ERustealErrorCode copy_blob(const std::vector<std::uint8_t>& b, std::uint8_t* out, std::uint32_t size,
                            std::uint32_t* written) {
    if (written) *written = static_cast<std::uint32_t>(b.size());
    if (b.size() > size) return fail(RustealError_BufferTooSmall, "the element needs " + std::to_string(b.size()) + " bytes");
    if (!b.empty()) std::memcpy(out, b.data(), b.size());
    return RustealError_Ok;
}

inline ERustealErrorCode not_headless(const char* what) {
    return fail(RustealError_InvalidOperation, std::string(what) + " is not available in the headless host");
}

inline ERustealErrorCode bulk_out(const std::vector<std::uint8_t>& all, std::int32_t count, std::uint8_t* out,
                           std::uint32_t size, std::uint32_t* total, std::int32_t* out_count) {
    if (total) *total = static_cast<std::uint32_t>(all.size());
    if (out_count) *out_count = count;
    if (all.size() > size) return fail(RustealError_BufferTooSmall, "the container needs " + std::to_string(all.size()) + " bytes");
    if (!all.empty()) std::memcpy(out, all.data(), all.size());
    return RustealError_Ok;
}

} // namespace rusteal::headless::api
