// The API table of the headless host: every entry of RustealApiTable.h over HeadlessEngine's
// object model. Core, property, reflection, delegate, lifecycle, logging and console are here, the
// containers in container_api.cpp, reify in reify_api.cpp, the world in world_api.cpp, input in
// input_api.cpp; widgets answer InvalidOperation with the reason "not available in the headless
// host". A failure's reason is kept per thread for take_error_message (fail_with; api_support.hpp).
#include "api/api_support.hpp"
#include "api/container_api.hpp"
#include "api/reify_api.hpp"
#include "core/headless_engine.hpp"
#include "api/struct_fields.hpp"
#include "api/input_api.hpp"
#include "api/world_api.hpp"
#include "core/value_text.hpp"

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

} // namespace

ERustealErrorCode fail_with(ERustealErrorCode code, std::string message) {
    t_error.code = code;
    t_error.message = std::move(message);
    return code;
}

namespace api {

namespace {

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
// An enum is a byte, or its number when wider (Int32, Int64: UHT's `enum Type : int`).
ERustealErrorCode get_enum(UObjectHandle o, FPropertyHandle p, std::int64_t* out) {
    std::uint8_t* at;
    Property* pr;
    if (auto c = value_at(o, p, {Kind::Enum, Kind::UInt8, Kind::Int32, Kind::Int64}, at, pr)) return c;
    if (pr->kind == Kind::Int32) {
        std::int32_t v;
        std::memcpy(&v, at, sizeof v);
        *out = v;
    } else if (pr->kind == Kind::Int64) {
        std::memcpy(out, at, sizeof *out);
    } else {
        *out = at[0];
    }
    return RustealError_Ok;
}
ERustealErrorCode set_enum(UObjectHandle o, FPropertyHandle p, std::int64_t v) {
    std::uint8_t* at;
    Property* pr;
    if (auto c = value_at(o, p, {Kind::Enum, Kind::UInt8, Kind::Int32, Kind::Int64}, at, pr)) return c;
    if (pr->kind == Kind::Int64) {
        std::memcpy(at, &v, sizeof v);
        return RustealError_Ok;
    }
    if (pr->kind == Kind::Int32) {
        if (v < INT32_MIN || v > INT32_MAX) return fail(RustealError_TypeMismatch, "enum value " + std::to_string(v) + " does not fit an int32");
        const auto narrow = static_cast<std::int32_t>(v);
        std::memcpy(at, &narrow, sizeof narrow);
        return RustealError_Ok;
    }
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
const FRustealDelegateApi kDelegate = {bind_delegate, unbind_delegate, add_multicast, remove_multicast,
                                       broadcast_multicast, read_param, add_function};
const FRustealLifecycleApi kLifecycle = {add_gc_root, remove_gc_root, register_pinned, unregister_pinned};
const FRustealLoggingApi kLogging = {log, report};
const FRustealWidgetApi kWidget = {create_widget, set_root_widget, get_widget_tree};
const FRustealConsoleApi kConsole = {register_command, register_variable, unregister, get_variable, set_variable};

} // namespace

} // namespace api

const FRustealApiTable& HeadlessEngine::base_table() const {
    static const FRustealApiTable table = {
        RUSTEAL_HOST_VERSION, &api::kCore, &api::kProperty, &api::kReflection, &container_api(), &api::kDelegate,
        &api::kLifecycle, &reify_api(), &world_api(), &api::kLogging, &api::kWidget, &input_api(), &api::kConsole, nullptr, 0};
    return table;
}

} // namespace rusteal::headless
