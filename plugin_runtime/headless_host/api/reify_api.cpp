// The reify entries of the headless host's API table (FRustealReifyApi): the classes, structs, enums
// and interfaces a Rust library declares made in the host's object model (HeadlessEngine's reify.cpp
// does the work), each failure logged or reported (reify_api.hpp).
#include "api/reify_api.hpp"

#include "api/api_support.hpp"

namespace rusteal::headless::api {

namespace {

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

const FRustealReifyApi kReify = {create_class, add_property, reify_add_function, add_function_param,
                                 finalize_class, get_cdo, add_default_subobject, find_default_subobject,
                                 set_property_metadata, create_struct, finalize_struct, add_delegate,
                                 add_interface, set_class_config, add_struct_property, create_enum,
                                 set_class_shape, create_interface, finalize_interface};

} // namespace

} // namespace rusteal::headless::api

namespace rusteal::headless {

const FRustealReifyApi& reify_api() { return api::kReify; }

} // namespace rusteal::headless
