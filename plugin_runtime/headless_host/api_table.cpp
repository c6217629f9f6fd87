// The API table of the headless host: every entry of RustealApiTable.h over HeadlessEngine's
// object model. Core, property, reflection, container, delegate, lifecycle, reify, logging and
// console are implemented, the world in world_api.cpp, input in input_api.cpp; widgets answer
// InvalidOperation with the reason "not available in the headless host". A failure's reason is kept per thread for take_error_message.
#include "headless_engine.hpp"
#include "struct_fields.hpp"
#include "input_api.hpp"
#include "world_api.hpp"
#include "value_text.hpp"

#include <algorithm>
#include <cstring>
#include <new>

namespace rusteal::headless {

namespace {


struct LastError {
    ERustealErrorCode code = RustealError_Ok;
    std::string message;
};
thread_local LastError t_error;

ERustealErrorCode fail(ERustealErrorCode code, std::string message) {
    t_error.code = code;
    t_error.message = std::move(message);
    return code;
}
} // namespace

ERustealErrorCode fail_with(ERustealErrorCode code, std::string message) { return fail(code, std::move(message)); }

namespace {

std::string_view text(const std::uint8_t* p, std::uint32_t n) {
    return p ? std::string_view(reinterpret_cast<const char*>(p), n) : std::string_view();
}

ERustealErrorCode write_text(std::string_view s, std::uint8_t* buf, std::uint32_t buf_len, std::uint32_t* out_len) {
    if (out_len) *out_len = static_cast<std::uint32_t>(s.size());
    if (s.size() > buf_len || (!buf && !s.empty()))
        return fail(RustealError_BufferTooSmall, "the string needs " + std::to_string(s.size()) + " bytes");
    if (!s.empty()) std::memcpy(buf, s.data(), s.size());
    return RustealError_Ok;
}

Property* prop_of(FPropertyHandle h) { return static_cast<Property*>(h.ptr); }
Class* class_of(UClassHandle h) { return static_cast<Class*>(h.ptr); }
Function* func_of(UFunctionHandle h) { return static_cast<Function*>(h.ptr); }
Struct* struct_of(UStructHandle h) { return static_cast<Struct*>(h.ptr); }

bool kind_in(Kind k, std::initializer_list<Kind> kinds) {
    for (Kind x : kinds)
        if (x == k) return true;
    return false;
}

// The memory of a property of an object (or of a temporary container from alloc_temp).
ERustealErrorCode value_at(UObjectHandle obj, FPropertyHandle prop, std::initializer_list<Kind> kinds, std::uint8_t*& at,
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
ERustealErrorCode get_plain(UObjectHandle obj, FPropertyHandle prop, Kind k, T* out) {
    std::uint8_t* at;
    Property* p;
    if (auto c = value_at(obj, prop, {k}, at, p)) return c;
    if (!out) return fail(RustealError_NullArgument, "the output pointer is null");
    std::memcpy(out, at, sizeof(T));
    return RustealError_Ok;
}
template <class T>
ERustealErrorCode set_plain(UObjectHandle obj, FPropertyHandle prop, Kind k, T v) {
    std::uint8_t* at;
    Property* p;
    if (auto c = value_at(obj, prop, {k}, at, p)) return c;
    std::memcpy(at, &v, sizeof(T));
    return RustealError_Ok;
}

Container* container_at(UObjectHandle obj, FPropertyHandle prop, Kind k, Property*& p, ERustealErrorCode& code) {
    std::uint8_t* at = nullptr;
    code = value_at(obj, prop, {k}, at, p);
    return code ? nullptr : std::launder(reinterpret_cast<Container*>(at));
}

std::vector<std::uint8_t> blob(const std::uint8_t* p, std::uint32_t n) {
    return p ? std::vector<std::uint8_t>(p, p + n) : std::vector<std::uint8_t>();
}

ERustealErrorCode copy_blob(const std::vector<std::uint8_t>& b, std::uint8_t* out, std::uint32_t size,
                            std::uint32_t* written) {
    if (written) *written = static_cast<std::uint32_t>(b.size());
    if (b.size() > size) return fail(RustealError_BufferTooSmall, "the element needs " + std::to_string(b.size()) + " bytes");
    if (!b.empty()) std::memcpy(out, b.data(), b.size());
    return RustealError_Ok;
}

ERustealErrorCode not_headless(const char* what) {
    return fail(RustealError_InvalidOperation, std::string(what) + " is not available in the headless host");
}

ERustealErrorCode bulk_out(const std::vector<std::uint8_t>& all, std::int32_t count, std::uint8_t* out,
                           std::uint32_t size, std::uint32_t* total, std::int32_t* out_count) {
    if (total) *total = static_cast<std::uint32_t>(all.size());
    if (out_count) *out_count = count;
    if (all.size() > size) return fail(RustealError_BufferTooSmall, "the container needs " + std::to_string(all.size()) + " bytes");
    if (!all.empty()) std::memcpy(out, all.data(), all.size());
    return RustealError_Ok;
}

// ---- core -----------------------------------------------------------------------------------------
bool is_valid(UObjectHandle obj) { return E().object(obj) != nullptr; }
ERustealErrorCode get_name(UObjectHandle obj, std::uint8_t* buf, std::uint32_t len, std::uint32_t* out) {
    Object* o = E().object(obj);
    if (!o) return fail(RustealError_ObjectDestroyed, "the object is not valid");
    return write_text(o->name, buf, len, out);
}
UClassHandle get_class(UObjectHandle obj) {
    Object* o = E().object(obj);
    return UClassHandle{o ? o->cls : nullptr};
}
bool is_a(UObjectHandle obj, UClassHandle cls) {
    Object* o = E().object(obj);
    Class* c = class_of(cls);
    if (!o || !c) return false;
    if (c->is_interface || (c->parent && c->parent->is_interface)) {
        for (Class* k = o->cls; k; k = k->parent)
            for (const auto& i : k->interfaces)
                if (i == c->name || (i.size() > c->name.size() && i.compare(i.size() - c->name.size() - 1, std::string::npos, "." + c->name) == 0))
                    return true;
        return false;
    }
    return o->cls->is_child_of(c);
}
UObjectHandle get_outer(UObjectHandle obj) {
    Object* o = E().object(obj);
    return UObjectHandle{o ? o->outer : nullptr};
}
FNameHandle make_fname(const std::uint8_t* name, std::uint32_t len) { return FNameHandle{E().make_name(text(name, len))}; }
ERustealErrorCode fname_to_string(FNameHandle h, std::uint8_t* buf, std::uint32_t len, std::uint32_t* out) {
    auto t = E().name_text(h.packed);
    if (!t) return fail(RustealError_InvalidOperation, "not a name of this host");
    return write_text(*t, buf, len, out);
}
FWeakObjectHandle make_weak(UObjectHandle obj) { return E().weak_of(E().object(obj)); }
UObjectHandle resolve_weak(FWeakObjectHandle w) { return UObjectHandle{E().weak_resolve(w)}; }
bool is_weak_valid(FWeakObjectHandle w) { return E().weak_resolve(w) != nullptr; }
bool take_error_message(ERustealErrorCode code, std::uint8_t* buf, std::uint32_t len, std::uint32_t* out) {
    if (t_error.code != code || t_error.message.empty()) return false;
    if (out) *out = static_cast<std::uint32_t>(t_error.message.size());
    const std::size_t n = std::min<std::size_t>(len, t_error.message.size());
    if (buf && n) std::memcpy(buf, t_error.message.data(), n);
    if (n == t_error.message.size()) t_error = {};
    return true;
}

// ---- property -------------------------------------------------------------------------------------
ERustealErrorCode get_bool(UObjectHandle o, FPropertyHandle p, bool* out) { return get_plain(o, p, Kind::Bool, out); }
ERustealErrorCode set_bool(UObjectHandle o, FPropertyHandle p, bool v) { return set_plain(o, p, Kind::Bool, v); }
ERustealErrorCode get_i32(UObjectHandle o, FPropertyHandle p, std::int32_t* out) { return get_plain(o, p, Kind::Int32, out); }
ERustealErrorCode set_i32(UObjectHandle o, FPropertyHandle p, std::int32_t v) { return set_plain(o, p, Kind::Int32, v); }
ERustealErrorCode get_i64(UObjectHandle o, FPropertyHandle p, std::int64_t* out) { return get_plain(o, p, Kind::Int64, out); }
ERustealErrorCode set_i64(UObjectHandle o, FPropertyHandle p, std::int64_t v) { return set_plain(o, p, Kind::Int64, v); }
ERustealErrorCode get_u8(UObjectHandle o, FPropertyHandle p, std::uint8_t* out) { return get_plain(o, p, Kind::UInt8, out); }
ERustealErrorCode set_u8(UObjectHandle o, FPropertyHandle p, std::uint8_t v) { return set_plain(o, p, Kind::UInt8, v); }
ERustealErrorCode get_f32(UObjectHandle o, FPropertyHandle p, float* out) { return get_plain(o, p, Kind::Float, out); }
ERustealErrorCode set_f32(UObjectHandle o, FPropertyHandle p, float v) { return set_plain(o, p, Kind::Float, v); }
ERustealErrorCode get_f64(UObjectHandle o, FPropertyHandle p, double* out) { return get_plain(o, p, Kind::Double, out); }
ERustealErrorCode set_f64(UObjectHandle o, FPropertyHandle p, double v) { return set_plain(o, p, Kind::Double, v); }
ERustealErrorCode get_string(UObjectHandle o, FPropertyHandle p, std::uint8_t* buf, std::uint32_t len, std::uint32_t* out) {
    std::uint8_t* at;
    Property* pr;
    if (auto c = value_at(o, p, {Kind::String, Kind::Text}, at, pr)) return c;
    return write_text(*std::launder(reinterpret_cast<std::string*>(at)), buf, len, out);
}
ERustealErrorCode set_string(UObjectHandle o, FPropertyHandle p, const std::uint8_t* buf, std::uint32_t len) {
    std::uint8_t* at;
    Property* pr;
    if (auto c = value_at(o, p, {Kind::String, Kind::Text}, at, pr)) return c;
    *std::launder(reinterpret_cast<std::string*>(at)) = std::string(text(buf, len));
    return RustealError_Ok;
}
ERustealErrorCode get_fname(UObjectHandle o, FPropertyHandle p, FNameHandle* out) {
    return get_plain(o, p, Kind::Name, &out->packed);
}
ERustealErrorCode set_fname(UObjectHandle o, FPropertyHandle p, FNameHandle v) { return set_plain(o, p, Kind::Name, v.packed); }
ERustealErrorCode get_object(UObjectHandle o, FPropertyHandle p, UObjectHandle* out) {
    std::uint8_t* at;
    Property* pr;
    if (auto c = value_at(o, p, {Kind::Object, Kind::Class, Kind::WeakObject}, at, pr)) return c;
    if (pr->kind == Kind::WeakObject) {
        FWeakObjectHandle w;
        std::memcpy(&w, at, sizeof w);
        *out = UObjectHandle{E().weak_resolve(w)};
    } else {
        std::memcpy(&out->ptr, at, sizeof(void*));
    }
    return RustealError_Ok;
}
ERustealErrorCode set_object(UObjectHandle o, FPropertyHandle p, UObjectHandle v) {
    std::uint8_t* at;
    Property* pr;
    if (auto c = value_at(o, p, {Kind::Object, Kind::Class, Kind::WeakObject}, at, pr)) return c;
    if (pr->kind == Kind::Object && v.ptr) {
        Object* target = E().object(v);
        if (!target) return fail(RustealError_ObjectDestroyed, "the value of " + pr->name + " is not a valid object");
        if (pr->object_class && !target->cls->is_child_of(pr->object_class))
            return fail(RustealError_TypeMismatch, pr->name + " holds a " + pr->object_class->name + ", not a " + target->cls->name);
    }
    if (pr->kind == Kind::WeakObject) {
        const FWeakObjectHandle w = E().weak_of(E().object(v));
        std::memcpy(at, &w, sizeof w);
    } else {
        std::memcpy(at, &v.ptr, sizeof(void*));
    }
    return RustealError_Ok;
}
ERustealErrorCode get_enum(UObjectHandle o, FPropertyHandle p, std::int64_t* out) {
    std::uint8_t* at;
    Property* pr;
    if (auto c = value_at(o, p, {Kind::Enum, Kind::UInt8}, at, pr)) return c;
    *out = at[0];
    return RustealError_Ok;
}
ERustealErrorCode set_enum(UObjectHandle o, FPropertyHandle p, std::int64_t v) {
    std::uint8_t* at;
    Property* pr;
    if (auto c = value_at(o, p, {Kind::Enum, Kind::UInt8}, at, pr)) return c;
    if (v < 0 || v > 255) return fail(RustealError_TypeMismatch, "enum value " + std::to_string(v) + " does not fit a byte");
    at[0] = static_cast<std::uint8_t>(v);
    return RustealError_Ok;
}
ERustealErrorCode get_struct(UObjectHandle o, FPropertyHandle p, std::uint8_t* out, std::uint32_t size) {
    std::uint8_t* at;
    Property* pr;
    if (auto c = value_at(o, p, {Kind::Struct}, at, pr)) return c;
    if (size != pr->size) return fail(RustealError_TypeMismatch, pr->name + " is " + std::to_string(pr->size) + " bytes, not " + std::to_string(size));
    copy_value(*pr, out, at); // `out` holds an initialised struct of the type
    return RustealError_Ok;
}
ERustealErrorCode set_struct(UObjectHandle o, FPropertyHandle p, const std::uint8_t* in, std::uint32_t size) {
    std::uint8_t* at;
    Property* pr;
    if (auto c = value_at(o, p, {Kind::Struct}, at, pr)) return c;
    if (size != pr->size) return fail(RustealError_TypeMismatch, pr->name + " is " + std::to_string(pr->size) + " bytes, not " + std::to_string(size));
    copy_value(*pr, at, in);
    return RustealError_Ok;
}
// No static arrays here: index 0 is the value itself, in its plain bytes.
ERustealErrorCode get_property_at(UObjectHandle o, FPropertyHandle p, std::uint32_t index, std::uint8_t* out, std::uint32_t size) {
    Property* pr = prop_of(p);
    if (!pr) return fail(RustealError_NullArgument, "the property is null");
    std::uint8_t* at;
    if (auto c = value_at(o, p, {pr->kind}, at, pr)) return c;
    if (index != 0) return fail(RustealError_IndexOutOfRange, pr->name + " is not a fixed array");
    if (!is_plain(pr->kind) || size != pr->size) return fail(RustealError_TypeMismatch, pr->name + " is not " + std::to_string(size) + " plain bytes");
    std::memcpy(out, at, size);
    return RustealError_Ok;
}
ERustealErrorCode set_property_at(UObjectHandle o, FPropertyHandle p, std::uint32_t index, const std::uint8_t* in, std::uint32_t size) {
    Property* pr = prop_of(p);
    if (!pr) return fail(RustealError_NullArgument, "the property is null");
    std::uint8_t* at;
    if (auto c = value_at(o, p, {pr->kind}, at, pr)) return c;
    if (index != 0) return fail(RustealError_IndexOutOfRange, pr->name + " is not a fixed array");
    if (!is_plain(pr->kind) || size != pr->size) return fail(RustealError_TypeMismatch, pr->name + " is not " + std::to_string(size) + " plain bytes");
    std::memcpy(at, in, size);
    return RustealError_Ok;
}
ERustealErrorCode get_soft_object_path(UObjectHandle o, FPropertyHandle p, std::uint8_t* buf, std::uint32_t len, std::uint32_t* out) {
    std::uint8_t* at;
    Property* pr;
    if (auto c = value_at(o, p, {Kind::SoftObject}, at, pr)) return c;
    return write_text(*std::launder(reinterpret_cast<std::string*>(at)), buf, len, out);
}
ERustealErrorCode set_soft_object_path(UObjectHandle o, FPropertyHandle p, const std::uint8_t* buf, std::uint32_t len) {
    std::uint8_t* at;
    Property* pr;
    if (auto c = value_at(o, p, {Kind::SoftObject}, at, pr)) return c;
    *std::launder(reinterpret_cast<std::string*>(at)) = std::string(text(buf, len));
    return RustealError_Ok;
}

// ---- reflection -----------------------------------------------------------------------------------
UClassHandle find_class(const std::uint8_t* n, std::uint32_t l) { return UClassHandle{E().find_class(text(n, l))}; }
FPropertyHandle find_property(UClassHandle cls, const std::uint8_t* n, std::uint32_t l) {
    const std::string_view name = text(n, l);
    for (Class* c = class_of(cls); c; c = c->parent)
        if (Property* p = c->own_property(name)) return FPropertyHandle{p};
    return FPropertyHandle{nullptr};
}
std::uint32_t get_property_size(FPropertyHandle p) { return prop_of(p) ? prop_of(p)->size : 0; }
UStructHandle find_struct(const std::uint8_t* n, std::uint32_t l) { return UStructHandle{E().find_struct(text(n, l))}; }
FPropertyHandle find_struct_property(UStructHandle s, const std::uint8_t* n, std::uint32_t l) {
    Struct* st = struct_of(s);
    if (!st) return FPropertyHandle{nullptr};
    for (auto& p : st->properties)
        if (p->name == text(n, l)) return FPropertyHandle{p.get()};
    return FPropertyHandle{nullptr};
}
UFunctionHandle find_function_by_class(UClassHandle cls, const std::uint8_t* n, std::uint32_t l) {
    const std::string_view name = text(n, l);
    if (Function* f = class_of(cls) ? class_of(cls)->function(name) : nullptr) return UFunctionHandle{f};
    // As UClass::FindFunctionByName: then the interfaces' functions (an unimplemented one has no
    // body, and a call returns the default value).
    for (Class* c = class_of(cls); c; c = c->parent)
        for (const auto& i : c->interfaces)
            if (Class* k = E().find_class(i))
                if (Function* f = k->own_function(name)) return UFunctionHandle{f};
    return UFunctionHandle{nullptr};
}
UFunctionHandle find_function(UObjectHandle obj, const std::uint8_t* n, std::uint32_t l) {
    Object* o = E().object(obj);
    return o ? find_function_by_class(UClassHandle{o->cls}, n, l) : UFunctionHandle{nullptr};
}
std::uint8_t* alloc_params(UFunctionHandle func) {
    Function* f = func_of(func);
    if (!f) return nullptr;
    auto* p = static_cast<std::uint8_t*>(::operator new(std::max<std::size_t>(f->parms_size, 1), std::align_val_t{16}));
    std::memset(p, 0, std::max<std::size_t>(f->parms_size, 1));
    return p;
}
void free_params(UFunctionHandle, std::uint8_t* params) {
    if (params) ::operator delete(params, std::align_val_t{16});
}
ERustealErrorCode call_function(UObjectHandle obj, UFunctionHandle func, std::uint8_t* params) {
    Object* o = E().object(obj);
    Function* f = func_of(func);
    if (!o) return fail(RustealError_ObjectDestroyed, "the object is not valid");
    if (!f) return fail(RustealError_NullArgument, "the function is null");
    if (!f->callback_id && (f->flags & kFuncNative) && f->owner && f->owner->native)
        return fail(RustealError_InvalidOperation, "engine function " + f->name + " is not available in the headless host");
    std::string error;
    if (!E().process_event(o, f, params, error)) return fail(RustealError_InvalidOperation, error);
    return RustealError_Ok;
}
FPropertyHandle get_function_param(UFunctionHandle func, const std::uint8_t* n, std::uint32_t l) {
    Function* f = func_of(func);
    return FPropertyHandle{f ? f->param(text(n, l)) : nullptr};
}
std::uint32_t get_property_offset(FPropertyHandle p) { return prop_of(p) ? prop_of(p)->offset : 0; }
UClassHandle get_static_class(const std::uint8_t* n, std::uint32_t l) { return find_class(n, l); }
std::uint32_t get_element_size(FPropertyHandle p) { return prop_of(p) ? prop_of(p)->size : 0; }
std::uint32_t get_struct_size(UStructHandle s) { return struct_of(s) ? struct_of(s)->size : 0; }
ERustealErrorCode initialize_struct(UStructHandle s, std::uint8_t* data) {
    if (!struct_of(s) || !data) return fail(RustealError_NullArgument, "the struct or its memory is null");
    headless::construct_struct(*struct_of(s), data);
    return RustealError_Ok;
}
ERustealErrorCode destroy_struct(UStructHandle s, std::uint8_t* data) {
    if (!struct_of(s) || !data) return fail(RustealError_NullArgument, "the struct or its memory is null");
    headless::destroy_struct(*struct_of(s), data);
    return RustealError_Ok;
}
ERustealErrorCode copy_struct(UStructHandle s, std::uint8_t* dest, const std::uint8_t* src) {
    if (!struct_of(s) || !dest || !src) return fail(RustealError_NullArgument, "the struct or its memory is null");
    headless::copy_struct(*struct_of(s), dest, src);
    return RustealError_Ok;
}
UClassHandle find_enum(const std::uint8_t* n, std::uint32_t l) { return UClassHandle{E().find_enum(text(n, l))}; }
UFunctionHandle get_delegate_signature(FPropertyHandle p) {
    Property* pr = prop_of(p);
    return UFunctionHandle{pr && pr->kind == Kind::MulticastDelegate ? pr->signature : nullptr};
}

// ---- containers -----------------------------------------------------------------------------------
std::int32_t array_len(UObjectHandle o, FPropertyHandle p) {
    Property* pr;
    ERustealErrorCode c;
    Container* k = container_at(o, p, Kind::Array, pr, c);
    return k ? static_cast<std::int32_t>(k->keys.size()) : -1;
}
ERustealErrorCode array_get(UObjectHandle o, FPropertyHandle p, std::int32_t i, std::uint8_t* out, std::uint32_t size, std::uint32_t* written) {
    Property* pr;
    ERustealErrorCode c;
    Container* k = container_at(o, p, Kind::Array, pr, c);
    if (!k) return c;
    if (i < 0 || static_cast<std::size_t>(i) >= k->keys.size()) return fail(RustealError_IndexOutOfRange, "index " + std::to_string(i) + " of " + std::to_string(k->keys.size()));
    return copy_blob(k->keys[static_cast<std::size_t>(i)], out, size, written);
}
ERustealErrorCode array_set(UObjectHandle o, FPropertyHandle p, std::int32_t i, const std::uint8_t* in, std::uint32_t size) {
    Property* pr;
    ERustealErrorCode c;
    Container* k = container_at(o, p, Kind::Array, pr, c);
    if (!k) return c;
    if (i < 0 || static_cast<std::size_t>(i) >= k->keys.size()) return fail(RustealError_IndexOutOfRange, "index " + std::to_string(i) + " of " + std::to_string(k->keys.size()));
    k->keys[static_cast<std::size_t>(i)] = blob(in, size);
    return RustealError_Ok;
}
ERustealErrorCode array_add(UObjectHandle o, FPropertyHandle p, const std::uint8_t* in, std::uint32_t size) {
    Property* pr;
    ERustealErrorCode c;
    Container* k = container_at(o, p, Kind::Array, pr, c);
    if (!k) return c;
    k->keys.push_back(blob(in, size));
    return RustealError_Ok;
}
ERustealErrorCode array_remove(UObjectHandle o, FPropertyHandle p, std::int32_t i) {
    Property* pr;
    ERustealErrorCode c;
    Container* k = container_at(o, p, Kind::Array, pr, c);
    if (!k) return c;
    if (i < 0 || static_cast<std::size_t>(i) >= k->keys.size()) return fail(RustealError_IndexOutOfRange, "index " + std::to_string(i) + " of " + std::to_string(k->keys.size()));
    k->keys.erase(k->keys.begin() + i);
    return RustealError_Ok;
}
ERustealErrorCode array_clear(UObjectHandle o, FPropertyHandle p) {
    Property* pr;
    ERustealErrorCode c;
    Container* k = container_at(o, p, Kind::Array, pr, c);
    if (!k) return c;
    k->keys.clear();
    return RustealError_Ok;
}
std::uint32_t array_element_size(FPropertyHandle p) {
    Property* pr = prop_of(p);
    if (!pr) return 0;
    Property e;
    e.kind = pr->inner;
    e.ustruct = pr->ustruct;
    layout_value(e);
    return e.size;
}
std::int32_t map_len(UObjectHandle o, FPropertyHandle p) {
    Property* pr;
    ERustealErrorCode c;
    Container* k = container_at(o, p, Kind::Map, pr, c);
    return k ? static_cast<std::int32_t>(k->keys.size()) : -1;
}
std::ptrdiff_t find_key(const Container& k, const std::uint8_t* key, std::uint32_t size) {
    for (std::size_t i = 0; i < k.keys.size(); ++i)
        if (k.keys[i].size() == size && (size == 0 || std::memcmp(k.keys[i].data(), key, size) == 0))
            return static_cast<std::ptrdiff_t>(i);
    return -1;
}
ERustealErrorCode map_find(UObjectHandle o, FPropertyHandle p, const std::uint8_t* key, std::uint32_t ks, std::uint8_t* out, std::uint32_t vs, std::uint32_t* written) {
    Property* pr;
    ERustealErrorCode c;
    Container* k = container_at(o, p, Kind::Map, pr, c);
    if (!k) return c;
    const auto i = find_key(*k, key, ks);
    if (i < 0) return fail(RustealError_IndexOutOfRange, "the key is not in " + pr->name);
    return copy_blob(k->values[static_cast<std::size_t>(i)], out, vs, written);
}
ERustealErrorCode map_add(UObjectHandle o, FPropertyHandle p, const std::uint8_t* key, std::uint32_t ks, const std::uint8_t* val, std::uint32_t vs) {
    Property* pr;
    ERustealErrorCode c;
    Container* k = container_at(o, p, Kind::Map, pr, c);
    if (!k) return c;
    const auto i = find_key(*k, key, ks);
    if (i >= 0) {
        k->values[static_cast<std::size_t>(i)] = blob(val, vs);
    } else {
        k->keys.push_back(blob(key, ks));
        k->values.push_back(blob(val, vs));
    }
    return RustealError_Ok;
}
ERustealErrorCode map_remove(UObjectHandle o, FPropertyHandle p, const std::uint8_t* key, std::uint32_t ks) {
    Property* pr;
    ERustealErrorCode c;
    Container* k = container_at(o, p, Kind::Map, pr, c);
    if (!k) return c;
    const auto i = find_key(*k, key, ks);
    if (i >= 0) {
        k->keys.erase(k->keys.begin() + i);
        k->values.erase(k->values.begin() + i);
    }
    return RustealError_Ok;
}
ERustealErrorCode map_clear(UObjectHandle o, FPropertyHandle p) {
    Property* pr;
    ERustealErrorCode c;
    Container* k = container_at(o, p, Kind::Map, pr, c);
    if (!k) return c;
    k->keys.clear();
    k->values.clear();
    return RustealError_Ok;
}
ERustealErrorCode map_get_pair(UObjectHandle o, FPropertyHandle p, std::int32_t i, std::uint8_t* ko, std::uint32_t kbs, std::uint32_t* kw, std::uint8_t* vo, std::uint32_t vbs, std::uint32_t* vw) {
    Property* pr;
    ERustealErrorCode c;
    Container* k = container_at(o, p, Kind::Map, pr, c);
    if (!k) return c;
    if (i < 0 || static_cast<std::size_t>(i) >= k->keys.size()) return fail(RustealError_IndexOutOfRange, "index " + std::to_string(i) + " of " + std::to_string(k->keys.size()));
    if (auto r = copy_blob(k->keys[static_cast<std::size_t>(i)], ko, kbs, kw)) return r;
    return copy_blob(k->values[static_cast<std::size_t>(i)], vo, vbs, vw);
}
std::int32_t set_len(UObjectHandle o, FPropertyHandle p) {
    Property* pr;
    ERustealErrorCode c;
    Container* k = container_at(o, p, Kind::Set, pr, c);
    return k ? static_cast<std::int32_t>(k->keys.size()) : -1;
}
bool set_contains(UObjectHandle o, FPropertyHandle p, const std::uint8_t* e, std::uint32_t s) {
    Property* pr;
    ERustealErrorCode c;
    Container* k = container_at(o, p, Kind::Set, pr, c);
    return k && find_key(*k, e, s) >= 0;
}
ERustealErrorCode set_add(UObjectHandle o, FPropertyHandle p, const std::uint8_t* e, std::uint32_t s) {
    Property* pr;
    ERustealErrorCode c;
    Container* k = container_at(o, p, Kind::Set, pr, c);
    if (!k) return c;
    if (find_key(*k, e, s) < 0) k->keys.push_back(blob(e, s));
    return RustealError_Ok;
}
ERustealErrorCode set_remove(UObjectHandle o, FPropertyHandle p, const std::uint8_t* e, std::uint32_t s) {
    Property* pr;
    ERustealErrorCode c;
    Container* k = container_at(o, p, Kind::Set, pr, c);
    if (!k) return c;
    if (auto i = find_key(*k, e, s); i >= 0) k->keys.erase(k->keys.begin() + i);
    return RustealError_Ok;
}
ERustealErrorCode set_clear(UObjectHandle o, FPropertyHandle p) {
    Property* pr;
    ERustealErrorCode c;
    Container* k = container_at(o, p, Kind::Set, pr, c);
    if (!k) return c;
    k->keys.clear();
    return RustealError_Ok;
}
ERustealErrorCode set_get_element(UObjectHandle o, FPropertyHandle p, std::int32_t i, std::uint8_t* out, std::uint32_t size, std::uint32_t* written) {
    Property* pr;
    ERustealErrorCode c;
    Container* k = container_at(o, p, Kind::Set, pr, c);
    if (!k) return c;
    if (i < 0 || static_cast<std::size_t>(i) >= k->keys.size()) return fail(RustealError_IndexOutOfRange, "index " + std::to_string(i) + " of " + std::to_string(k->keys.size()));
    return copy_blob(k->keys[static_cast<std::size_t>(i)], out, size, written);
}
std::uint8_t* alloc_temp(FPropertyHandle p) {
    Property* pr = prop_of(p);
    if (!pr || !kind_in(pr->kind, {Kind::Array, Kind::Map, Kind::Set})) return nullptr;
    return E().alloc_temp(*pr);
}
void free_temp(FPropertyHandle p, std::uint8_t* base) {
    if (Property* pr = prop_of(p)) E().free_temp(*pr, base);
}
ERustealErrorCode list_copy_all(UObjectHandle o, FPropertyHandle p, Kind kind, std::uint8_t* out, std::uint32_t size, std::uint32_t* total, std::int32_t* count) {
    Property* pr;
    ERustealErrorCode c;
    Container* k = container_at(o, p, kind, pr, c);
    if (!k) return c;
    std::vector<std::uint8_t> all;
    for (std::size_t i = 0; i < k->keys.size(); ++i) {
        put_chunk(all, k->keys[i]);
        if (kind == Kind::Map) put_chunk(all, k->values[i]);
    }
    return bulk_out(all, static_cast<std::int32_t>(k->keys.size()), out, size, total, count);
}
ERustealErrorCode array_copy_all(UObjectHandle o, FPropertyHandle p, std::uint8_t* out, std::uint32_t size, std::uint32_t* total, std::int32_t* count) {
    return list_copy_all(o, p, Kind::Array, out, size, total, count);
}
ERustealErrorCode map_copy_all(UObjectHandle o, FPropertyHandle p, std::uint8_t* out, std::uint32_t size, std::uint32_t* total, std::int32_t* count) {
    return list_copy_all(o, p, Kind::Map, out, size, total, count);
}
ERustealErrorCode set_copy_all(UObjectHandle o, FPropertyHandle p, std::uint8_t* out, std::uint32_t size, std::uint32_t* total, std::int32_t* count) {
    return list_copy_all(o, p, Kind::Set, out, size, total, count);
}
ERustealErrorCode array_set_all(UObjectHandle o, FPropertyHandle p, const std::uint8_t* in, std::uint32_t size, std::int32_t count) {
    Property* pr;
    ERustealErrorCode c;
    Container* k = container_at(o, p, Kind::Array, pr, c);
    if (!k) return c;
    std::vector<std::vector<std::uint8_t>> items;
    std::uint32_t at = 0;
    for (std::int32_t i = 0; i < count; ++i) {
        switch (take_chunk(in, size, at, items.emplace_back())) {
        case Chunk::EndsInLength: return fail(RustealError_TypeMismatch, "the bulk buffer ends inside element " + std::to_string(i));
        case Chunk::EndsInBytes: return fail(RustealError_TypeMismatch, "element " + std::to_string(i) + " runs past the bulk buffer");
        case Chunk::Read: break;
        }
    }
    k->keys = std::move(items);
    return RustealError_Ok;
}

// ---- delegates ------------------------------------------------------------------------------------
bool same_parameters(const Function& a, const Function& b) {
    if (a.params.size() != b.params.size()) return false;
    for (std::size_t i = 0; i < a.params.size(); ++i) {
        const Property &x = *a.params[i], &y = *b.params[i];
        if (x.kind != y.kind || x.size != y.size || x.object_class != y.object_class || x.ustruct != y.ustruct ||
            x.uenum != y.uenum || (x.flags & kCpfReturnParm) != (y.flags & kCpfReturnParm))
            return false;
    }
    return true;
}
MulticastDelegate* delegate_at(UObjectHandle o, FPropertyHandle p, ERustealErrorCode& code, Object*& owner) {
    std::uint8_t* at = nullptr;
    Property* pr;
    code = value_at(o, p, {Kind::MulticastDelegate}, at, pr);
    owner = E().object(o);
    return code || !owner ? nullptr : std::launder(reinterpret_cast<MulticastDelegate*>(at));
}
ERustealErrorCode bind_delegate(UObjectHandle, FPropertyHandle, std::uint64_t) {
    return fail(RustealError_InvalidOperation, "single-cast delegates are not available in the headless host");
}
ERustealErrorCode unbind_delegate(UObjectHandle, FPropertyHandle) {
    return fail(RustealError_InvalidOperation, "single-cast delegates are not available in the headless host");
}
ERustealErrorCode add_multicast(UObjectHandle o, FPropertyHandle p, std::uint64_t id) {
    ERustealErrorCode c;
    Object* owner;
    MulticastDelegate* d = delegate_at(o, p, c, owner);
    if (!d) return c ? c : fail(RustealError_ObjectDestroyed, "the object is not valid");
    Library* lib = host::LibraryHost::current_library();
    if (!lib) return fail(RustealError_InvalidOperation, "add_multicast outside a library's call");
    d->bindings.push_back({lib, id, nullptr, {}});
    return RustealError_Ok;
}
ERustealErrorCode remove_multicast(UObjectHandle o, FPropertyHandle p, std::uint64_t id) {
    ERustealErrorCode c;
    Object* owner;
    MulticastDelegate* d = delegate_at(o, p, c, owner);
    if (!d) return c ? c : fail(RustealError_ObjectDestroyed, "the object is not valid");
    Library* lib = host::LibraryHost::current_library();
    auto& b = d->bindings;
    for (auto it = b.begin(); it != b.end(); ++it)
        if (it->library == lib && it->callback_id == id) {
            b.erase(it);
            break;
        }
    return RustealError_Ok;
}
ERustealErrorCode broadcast_multicast(UObjectHandle o, FPropertyHandle p, std::uint8_t* params) {
    ERustealErrorCode c;
    Object* owner;
    if (!delegate_at(o, p, c, owner)) return c ? c : fail(RustealError_ObjectDestroyed, "the object is not valid");
    E().broadcast(owner, *prop_of(p), params);
    return RustealError_Ok;
}
ERustealErrorCode read_param(FPropertyHandle p, void* params, std::uint32_t offset, std::uint8_t* out, std::uint32_t size, std::uint32_t* written) {
    Property* pr = prop_of(p);
    if (!pr || !params) return fail(RustealError_NullArgument, "the property or the parameters are null");
    const auto* at = static_cast<const std::uint8_t*>(params) + offset;
    if (!is_plain(pr->kind)) return fail(RustealError_TypeMismatch, "parameter " + pr->name + " is not a plain value");
    return copy_blob(std::vector<std::uint8_t>(at, at + pr->size), out, size, written);
}
ERustealErrorCode add_function(UObjectHandle o, FPropertyHandle p, UObjectHandle target, const std::uint8_t* n, std::uint32_t l) {
    ERustealErrorCode c;
    Object* owner;
    MulticastDelegate* d = delegate_at(o, p, c, owner);
    if (!d) return c ? c : fail(RustealError_ObjectDestroyed, "the object is not valid");
    Object* t = E().object(target);
    if (!t) return fail(RustealError_ObjectDestroyed, "the target is not valid");
    const std::string name(text(n, l));
    bool found = false;
    for (Class* k = t->cls; k && !found; k = k->parent) found = k->own_function(name) != nullptr;
    if (!found) return fail(RustealError_FunctionNotFound, "class " + t->cls->name + " has no function " + name);
    Function* fn = nullptr;
    for (Class* k = t->cls; k && !fn; k = k->parent) fn = k->own_function(name);
    // UFunction::IsSignatureCompatibleWith, as the plugin checks it: the broadcast's parameters
    // are read with the function's layout.
    const Property* dp = prop_of(p);
    if (dp->signature && !same_parameters(*fn, *dp->signature))
        return fail(RustealError_TypeMismatch, t->cls->name + "." + name + " does not take the parameters of " + dp->signature->name);
    // AddUnique: bound once, however many times it is added.
    for (const DelegateBinding& b : d->bindings)
        if (b.target == t && b.function == name) return RustealError_Ok;
    d->bindings.push_back({nullptr, 0, t, name});
    return RustealError_Ok;
}

// ---- lifecycle ------------------------------------------------------------------------------------
void add_gc_root(UObjectHandle o) {
    if (Object* x = E().object(o)) ++x->roots;
}
void remove_gc_root(UObjectHandle o) {
    if (Object* x = E().object(o); x && x->roots > 0) --x->roots;
}
void register_pinned(UObjectHandle o) {
    if (Object* x = E().object(o))
        if (Library* lib = host::LibraryHost::current_library()) E().pinned[x].insert(lib);
}
void unregister_pinned(UObjectHandle o) {
    auto it = E().pinned.find(E().object(o));
    if (it == E().pinned.end()) return;
    it->second.erase(host::LibraryHost::current_library());
    if (it->second.empty()) E().pinned.erase(it);
}

// ---- reify ----------------------------------------------------------------------------------------
UClassHandle create_class(const std::uint8_t* n, std::uint32_t l, UClassHandle parent, std::uint64_t type_id) {
    return UClassHandle{E().create_class(text(n, l), class_of(parent), type_id)};
}
FPropertyHandle add_property(UClassHandle cls, const std::uint8_t* n, std::uint32_t l, std::uint32_t type, std::uint64_t flags, const FRustealReifyPropExtra* extra) {
    if (!class_of(cls)) return FPropertyHandle{nullptr};
    std::string error;
    Property* p = E().add_property(class_of(cls), text(n, l), type, flags, extra, error);
    if (!p) E().log_line(2, "LogRusteal: add_property " + class_of(cls)->name + "." + std::string(text(n, l)) + ": " + error);
    return FPropertyHandle{p};
}
UFunctionHandle reify_add_function(UClassHandle cls, const std::uint8_t* n, std::uint32_t l, std::uint64_t cb, std::uint32_t flags) {
    if (!class_of(cls)) return UFunctionHandle{nullptr};
    return UFunctionHandle{E().add_function(class_of(cls), text(n, l), cb, flags)};
}
ERustealErrorCode add_function_param(UFunctionHandle func, const std::uint8_t* n, std::uint32_t l, std::uint32_t type, std::uint64_t flags, const FRustealReifyPropExtra* extra) {
    if (!func_of(func)) return fail(RustealError_NullArgument, "the function is null");
    std::string error;
    if (!E().add_function_param(func_of(func), text(n, l), type, flags, extra, error))
        return fail(RustealError_TypeMismatch, error);
    return RustealError_Ok;
}
ERustealErrorCode finalize_class(UClassHandle cls) {
    if (!class_of(cls)) return fail(RustealError_NullArgument, "the class is null");
    std::string error;
    if (!E().finalize_class(class_of(cls), error)) return fail(RustealError_InvalidOperation, error);
    return RustealError_Ok;
}
UObjectHandle get_cdo(UClassHandle cls) { return UObjectHandle{class_of(cls) ? class_of(cls)->cdo : nullptr}; }
ERustealErrorCode add_default_subobject(UClassHandle cls, const std::uint8_t* n, std::uint32_t nl, const std::uint8_t* prop, std::uint32_t pl, UClassHandle comp_class, std::uint32_t flags, const std::uint8_t* attach, std::uint32_t al, const std::uint8_t* socket, std::uint32_t sl) {
    Class* c = class_of(cls);
    Class* k = class_of(comp_class);
    if (!c || !k) return fail(RustealError_NullArgument, "the class or the component class is null");
    ComponentDef def{std::string(text(n, nl)), std::string(text(prop, pl)), k, flags, std::string(text(attach, al)), std::string(text(socket, sl))};
    // A component without a property (RUSTEAL_COMP_TRANSIENT) is found by name only. For the
    // others the engine makes the component's object property (EditConst, BlueprintReadOnly,
    // InstancedReference), as the editor shows it.
    if (!def.property.empty() && !c->own_property(def.property)) {
        FRustealReifyPropExtra extra{comp_class, {nullptr}, {nullptr}, 0xffffffffu, 0xffffffffu, {nullptr}};
        std::string error;
        if (!E().add_property(c, def.property, RustealProp_Object, 0x20000 | 0x14 | 0x80000 | 0x8, &extra, error))
            return fail(RustealError_InvalidOperation, "component " + def.name + ": " + error);
    }
    for (auto& existing : c->components)
        if (existing.name == def.name) {
            existing = def; // kept on reload
            return RustealError_Ok;
        }
    c->components.push_back(std::move(def));
    return RustealError_Ok;
}
UObjectHandle find_default_subobject(UObjectHandle owner, const std::uint8_t* n, std::uint32_t l) {
    Object* o = E().object(owner);
    if (!o) return UObjectHandle{nullptr};
    auto it = o->subobjects.find(std::string(text(n, l)));
    return UObjectHandle{it == o->subobjects.end() ? nullptr : it->second};
}
ERustealErrorCode set_property_metadata(FPropertyHandle p, const std::uint8_t* k, std::uint32_t kl, const std::uint8_t* v, std::uint32_t vl) {
    if (!prop_of(p)) return fail(RustealError_NullArgument, "the property is null");
    prop_of(p)->metadata[std::string(text(k, kl))] = std::string(text(v, vl));
    return RustealError_Ok;
}
UStructHandle create_struct(const std::uint8_t* n, std::uint32_t l) { return UStructHandle{E().create_struct(text(n, l))}; }
ERustealErrorCode finalize_struct(UStructHandle s) {
    if (!struct_of(s)) return fail(RustealError_NullArgument, "the struct is null");
    std::string error;
    if (!E().finalize_struct(struct_of(s), error)) return fail(RustealError_InvalidOperation, error);
    return RustealError_Ok;
}
UFunctionHandle add_delegate(UClassHandle cls, const std::uint8_t* n, std::uint32_t l, std::uint64_t flags) {
    if (!class_of(cls)) return UFunctionHandle{nullptr};
    return UFunctionHandle{E().add_delegate(class_of(cls), text(n, l), flags)};
}
ERustealErrorCode add_interface(UClassHandle cls, const std::uint8_t* p, std::uint32_t l) {
    if (!class_of(cls)) return fail(RustealError_NullArgument, "the class is null");
    auto& interfaces = class_of(cls)->interfaces;
    if (std::find(interfaces.begin(), interfaces.end(), text(p, l)) == interfaces.end()) interfaces.emplace_back(text(p, l));
    return RustealError_Ok;
}
UClassHandle create_interface(const std::uint8_t* n, std::uint32_t l, std::uint64_t shape) {
    return UClassHandle{E().create_interface(text(n, l), shape)};
}
ERustealErrorCode finalize_interface(UClassHandle cls) {
    if (!class_of(cls)) return fail(RustealError_NullArgument, "the interface is null");
    std::string error;
    return E().finalize_interface(class_of(cls), error) ? RustealError_Ok : fail(RustealError_InvalidOperation, error);
}
ERustealErrorCode set_class_config(UClassHandle cls, const std::uint8_t* n, std::uint32_t l) {
    if (!class_of(cls)) return fail(RustealError_NullArgument, "the class is null");
    class_of(cls)->config = std::string(text(n, l));
    return RustealError_Ok;
}
FPropertyHandle add_struct_property(UStructHandle s, const std::uint8_t* n, std::uint32_t l, std::uint32_t type, std::uint64_t flags, const FRustealReifyPropExtra* extra) {
    if (!struct_of(s)) return FPropertyHandle{nullptr};
    std::string error;
    Property* p = E().add_struct_property(struct_of(s), text(n, l), type, flags, extra, error);
    if (!p) E().log_line(2, "LogRusteal: add_struct_property " + struct_of(s)->name + "." + std::string(text(n, l)) + ": " + error);
    return FPropertyHandle{p};
}
UClassHandle create_enum(const std::uint8_t* n, std::uint32_t l, const std::uint8_t* names, std::uint32_t names_len, const std::int64_t* values, std::uint32_t count) {
    std::vector<std::string> list;
    std::string_view all = text(names, names_len);
    while (!all.empty() || list.size() < count) {
        const auto nl = all.find('\n');
        list.emplace_back(all.substr(0, nl));
        if (nl == std::string_view::npos) break;
        all.remove_prefix(nl + 1);
    }
    if (list.size() != count) {
        E().log_line(2, "LogRusteal: create_enum " + std::string(text(n, l)) + ": " + std::to_string(list.size()) +
                            " names for " + std::to_string(count) + " values");
        return UClassHandle{nullptr};
    }
    return UClassHandle{E().create_enum(text(n, l), std::move(list), std::vector<std::int64_t>(values, values + count))};
}
// The headless host rebuilds a replaced class in place (its record keeps its address), so the
// class to use is always the one given.
UClassHandle set_class_shape(UClassHandle cls, std::uint64_t shape) {
    if (!class_of(cls)) return UClassHandle{nullptr};
    E().set_class_shape(class_of(cls), shape);
    return cls;
}

// ---- widgets: made as objects (no Slate, no widget tree) -------------------------------------------
// As the plugin's create_widget: a UserWidget class (UserWidget itself is abstract), owned by a
// player controller, the world or a widget, else by the world of the object given.
UObjectHandle create_widget(UObjectHandle owning, UClassHandle c) {
    Class* cls = class_of(c);
    const Class* user_widget = E().find_class("UserWidget");
    if (!cls || !user_widget || !cls->is_child_of(user_widget)) {
        fail(RustealError_InvalidCast, "create_widget needs a UserWidget class");
        return UObjectHandle{nullptr};
    }
    if (cls == user_widget) {
        E().log_line(2, "LogUMG: Error: CreateWidget: UserWidget is abstract: make a widget of a class that derives from it");
        return UObjectHandle{nullptr};
    }
    Object* owner = E().object(owning);
    if (!owner) {
        fail(RustealError_InvalidOperation, "a widget's owner is a player controller, world, game instance or widget");
        return UObjectHandle{nullptr};
    }
    const Class* player = E().find_class("PlayerController");
    const Class* widget = E().find_class("Widget");
    const bool own = owner == E().world() || (player && owner->cls->is_child_of(player)) || (widget && owner->cls->is_child_of(widget));
    return UObjectHandle{E().new_object_in(own ? owner : E().world(), cls)};
}

// ---- the widget tree: the editor's, not the headless host's ----------------------------------------
ERustealErrorCode set_root_widget(UObjectHandle, UObjectHandle) { return not_headless("set_root_widget"); }
UObjectHandle get_widget_tree(UObjectHandle) {
    not_headless("get_widget_tree");
    return UObjectHandle{nullptr};
}

// ---- logging --------------------------------------------------------------------------------------
void log(std::uint8_t level, const std::uint8_t* msg, std::uint32_t len) {
    static const char* const kLevels[] = {"Display", "Warning", "Error"};
    const Library* lib = host::LibraryHost::current_library();
    E().log_line(level > 2 ? 2 : level, std::string("LogRusteal: ") + kLevels[level > 2 ? 2 : level] + ": " +
                                           (lib ? "[" + lib->name() + "] " : "") + std::string(text(msg, len)));
}
void report(const FRustealErrorReport* r) {
    if (!r) return;
    std::string line = r->is_script_error ? "Script error: " : "LogRusteal: Error: ";
    line += std::string(text(r->summary, r->summary_len));
    if (r->file_len) line += " (" + std::string(text(r->file, r->file_len)) + ":" + std::to_string(r->line) + ":" + std::to_string(r->column) + ")";
    if (const Object* o = E().weak_resolve(r->object)) line += " [" + o->name + "]";
    E().log_line(r->level > 2 ? 2 : r->level, line);
    if (r->details_len) E().log_line(r->level > 2 ? 2 : r->level, "  " + std::string(text(r->details, r->details_len)));
}

// ---- console --------------------------------------------------------------------------------------
ERustealErrorCode register_command(const std::uint8_t* n, std::uint32_t nl, const std::uint8_t* h, std::uint32_t hl, std::uint64_t id) {
    const std::string name(text(n, nl));
    if (name.empty()) return fail(RustealError_NullArgument, "a console command needs a name");
    if (E().commands.count(name) || E().variables.count(name)) return fail(RustealError_InvalidOperation, "console name " + name + " is taken");
    E().commands[name] = {host::LibraryHost::current_library(), id, std::string(text(h, hl))};
    return RustealError_Ok;
}
ERustealErrorCode register_variable(const std::uint8_t* n, std::uint32_t nl, const std::uint8_t* h, std::uint32_t hl, std::uint32_t kind, const std::uint8_t* d, std::uint32_t dl) {
    const std::string name(text(n, nl));
    if (name.empty()) return fail(RustealError_NullArgument, "a console variable needs a name");
    if (kind > RUSTEAL_CVAR_STRING) return fail(RustealError_TypeMismatch, "console variable kind " + std::to_string(kind));
    if (E().commands.count(name) || E().variables.count(name)) return fail(RustealError_InvalidOperation, "console name " + name + " is taken");
    E().variables[name] = {host::LibraryHost::current_library(), kind, std::string(text(d, dl)), std::string(text(h, hl))};
    return RustealError_Ok;
}
ERustealErrorCode unregister(const std::uint8_t* n, std::uint32_t nl) {
    const std::string name(text(n, nl));
    if (E().commands.erase(name) + E().variables.erase(name) == 0) return fail(RustealError_InvalidOperation, "no console name " + name);
    return RustealError_Ok;
}
ERustealErrorCode get_variable(const std::uint8_t* n, std::uint32_t nl, std::uint8_t* buf, std::uint32_t len, std::uint32_t* out) {
    auto it = E().variables.find(text(n, nl));
    if (it == E().variables.end()) return fail(RustealError_PropertyNotFound, "no console variable " + std::string(text(n, nl)));
    return write_text(it->second.value, buf, len, out);
}
ERustealErrorCode set_variable(const std::uint8_t* n, std::uint32_t nl, const std::uint8_t* v, std::uint32_t vl) {
    auto it = E().variables.find(text(n, nl));
    if (it == E().variables.end()) return fail(RustealError_PropertyNotFound, "no console variable " + std::string(text(n, nl)));
    it->second.value = std::string(text(v, vl));
    return RustealError_Ok;
}

const FRustealCoreApi kCore = {is_valid, get_name, get_class, is_a, get_outer, make_fname, fname_to_string,
                               make_weak, resolve_weak, is_weak_valid, take_error_message};
const FRustealPropertyApi kProperty = {get_bool, set_bool, get_i32, set_i32, get_i64, set_i64, get_u8, set_u8,
                                       get_f32, set_f32, get_f64, set_f64, get_string, set_string, get_fname,
                                       set_fname, get_object, set_object, get_enum, set_enum, get_struct,
                                       set_struct, get_property_at, set_property_at, get_soft_object_path,
                                       set_soft_object_path, get_struct_field, set_struct_field};
const FRustealReflectionApi kReflection = {find_class, find_property, get_static_class, get_property_size,
                                           find_struct, find_struct_property, find_function, alloc_params,
                                           free_params, call_function, get_function_param, get_property_offset,
                                           find_function_by_class, get_element_size, get_struct_size,
                                           initialize_struct, destroy_struct, copy_struct, find_enum,
                                           get_delegate_signature};
const FRustealContainerApi kContainer = {array_len, array_get, array_set, array_add, array_remove, array_clear,
                                         array_element_size, map_len, map_find, map_add, map_remove, map_clear,
                                         map_get_pair, set_len, set_contains, set_add, set_remove, set_clear,
                                         set_get_element, alloc_temp, free_temp, array_copy_all, array_set_all,
                                         map_copy_all, set_copy_all};
const FRustealDelegateApi kDelegate = {bind_delegate, unbind_delegate, add_multicast, remove_multicast,
                                       broadcast_multicast, read_param, add_function};
const FRustealLifecycleApi kLifecycle = {add_gc_root, remove_gc_root, register_pinned, unregister_pinned};
const FRustealReifyApi kReify = {create_class, add_property, reify_add_function, add_function_param,
                                 finalize_class, get_cdo, add_default_subobject, find_default_subobject,
                                 set_property_metadata, create_struct, finalize_struct, add_delegate,
                                 add_interface, set_class_config, add_struct_property, create_enum,
                                 set_class_shape, create_interface, finalize_interface};
const FRustealLoggingApi kLogging = {log, report};
const FRustealWidgetApi kWidget = {create_widget, set_root_widget, get_widget_tree};
const FRustealConsoleApi kConsole = {register_command, register_variable, unregister, get_variable, set_variable};

} // namespace

const FRustealApiTable& HeadlessEngine::base_table() const {
    static const FRustealApiTable table = {
        RUSTEAL_HOST_VERSION, &kCore, &kProperty, &kReflection, &kContainer, &kDelegate, &kLifecycle, &kReify,
        &world_api(), &kLogging, &kWidget, &input_api(), &kConsole, nullptr, 0};
    return table;
}

} // namespace rusteal::headless
