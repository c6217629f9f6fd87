// The engine types the host takes from the engine's exported reflection (the project's
// Intermediate/Rusteal/uht JSON, the same files the bindings are generated from): every class with
// its parent, properties, Blueprint events and functions with a container parameter (delegates
// with their signatures), every struct with its fields, every enum with its values. The host plays the engine, so this is where the engine's
// own types come from when it is given them; the hand-made ones (headless_engine.cpp,
// actor_events.cpp) stay, and a reflected member of the same name is not added twice.
//
// Layouts are the host's: each field laid out by its kind (the reflection has no offsets), which
// Rust reads through reflection as it does in the editor. The math structs keep their native size
// (Rust reads them as its own types); their fields are added when the reflected ones lay out to it.
#include "core/headless_engine.hpp"

#include "generators/reflection_model.hpp"

#include <algorithm>
#include <functional>
#include <map>
#include <optional>

namespace rusteal::headless {

namespace {

using generators::PropertyInfo;

std::optional<Kind> plain_kind(const std::string& type) {
    static const std::map<std::string, Kind, std::less<>> kinds = {
        {"BoolProperty", Kind::Bool},         {"IntProperty", Kind::Int32},      {"Int64Property", Kind::Int64},
        {"FloatProperty", Kind::Float},       {"DoubleProperty", Kind::Double},  {"StrProperty", Kind::String},
        {"NameProperty", Kind::Name},         {"TextProperty", Kind::Text},      {"ObjectProperty", Kind::Object},
        {"ObjectPtrProperty", Kind::Object},  {"ClassProperty", Kind::Class},    {"ClassPtrProperty", Kind::Class},
        {"SoftObjectProperty", Kind::SoftObject}, {"WeakObjectProperty", Kind::WeakObject},
        {"StructProperty", Kind::Struct},     {"ArrayProperty", Kind::Array},    {"SetProperty", Kind::Set},
        {"MapProperty", Kind::Map},
        {"MulticastInlineDelegateProperty", Kind::MulticastDelegate},
        {"MulticastSparseDelegateProperty", Kind::MulticastDelegate},
    };
    auto it = kinds.find(type);
    return it == kinds.end() ? std::nullopt : std::optional<Kind>(it->second);
}

} // namespace

// A reflected property as a host Property; false when the host has no kind for it (the member
// is left out, as the generator leaves out what Rust cannot express).
bool HeadlessEngine::reflected_property(const PropertyInfo& info, Property& p) {
    p.name = info.name;
    p.flags = info.prop_flags;
    if (info.array_dim != 1) return false;
    if (info.type == "ByteProperty" || info.type == "EnumProperty") {
        const std::string underlying = info.type == "ByteProperty" ? "uint8" : info.enum_underlying_type.value_or("uint8");
        if (underlying == "uint8") {
            p.kind = info.enum_name ? Kind::Enum : Kind::UInt8;
            if (info.enum_name) p.uenum = find_enum(*info.enum_name);
        } else if (underlying == "int32" || underlying == "uint32") {
            p.kind = Kind::Int32; // an enum wider than a byte is its number (EDrawDebugTrace::Type : int)
        } else if (underlying == "int64" || underlying == "uint64") {
            p.kind = Kind::Int64;
        } else {
            return false;
        }
    } else {
        auto k = plain_kind(info.type);
        if (!k) return false;
        p.kind = *k;
    }
    switch (p.kind) {
    case Kind::Object: case Kind::SoftObject: case Kind::WeakObject:
        if (info.class_name) p.object_class = find_class(*info.class_name);
        break;
    case Kind::Class:
        p.object_class = find_class(info.meta_class_name ? *info.meta_class_name : info.class_name.value_or("Object"));
        break;
    case Kind::Struct:
        p.ustruct = info.struct_name ? adopt_struct(*info.struct_name) : nullptr;
        if (!p.ustruct) return false;
        break;
    case Kind::Array: case Kind::Set: {
        const PropertyInfo* inner = p.kind == Kind::Array ? info.inner_prop.get() : info.element_prop.get();
        Property element;
        if (!inner || !reflected_property(*inner, element)) return false;
        if (!is_plain(element.kind) && element.kind != Kind::String && element.kind != Kind::Text) return false;
        p.inner = element.kind;
        p.object_class = element.object_class;
        break;
    }
    case Kind::Map: {
        Property key, value;
        if (!info.key_prop || !info.value_prop || !reflected_property(*info.key_prop, key) ||
            !reflected_property(*info.value_prop, value) || key.kind == Kind::Struct || value.kind == Kind::Struct ||
            !(is_plain(key.kind) || key.kind == Kind::String) || !(is_plain(value.kind) || value.kind == Kind::String))
            return false;
        p.inner = key.kind;
        p.value = value.kind;
        break;
    }
    case Kind::MulticastDelegate: {
        if (!info.delegate_params) return false;
        std::vector<std::unique_ptr<Property>> params;
        for (const auto& dp : *info.delegate_params) {
            auto param = std::make_unique<Property>();
            if (!reflected_property(dp, *param) || !is_plain(param->kind)) return false;
            param->flags = dp.prop_flags;
            params.push_back(std::move(param));
        }
        auto sig = std::make_unique<Function>();
        sig->name = info.name + "__DelegateSignature";
        sig->flags = kFuncDelegateSignature;
        for (auto& param : params) param->owner = sig.get();
        sig->params = std::move(params);
        sig->parms_size = lay_out(sig->params, 0, sig->parms_align);
        p.signature = sig.get();
        reflected_signatures_.push_back(std::move(sig));
        break;
    }
    default: break;
    }
    layout_value(p);
    return true;
}

Struct* HeadlessEngine::adopt_struct(const std::string& name) {
    auto it = reflected_structs_.find(name);
    Struct* existing = find_struct(name);
    // Adopted already, a library's, or not in the reflection: as it is.
    if (existing && (adopted_.count(name) || it == reflected_structs_.end())) return existing;
    if (it == reflected_structs_.end() || adopting_.count(name)) return nullptr; // unknown, or nests itself
    adopted_.insert(name);
    const generators::StructInfo& info = *it->second;
    adopting_.insert(name);
    std::vector<std::unique_ptr<Property>> fields;
    if (info.super)
        if (Struct* parent = adopt_struct(*info.super))
            for (const auto& f : parent->properties) fields.push_back(std::make_unique<Property>(*f));
    for (const auto& f : info.props) {
        auto p = std::make_unique<Property>();
        if (reflected_property(f, *p) && p->kind != Kind::MulticastDelegate) fields.push_back(std::move(p));
    }
    adopting_.erase(name);
    std::uint32_t align = 1;
    const std::uint32_t size = align_up(lay_out(fields, 0, align), align);
    if (Struct* native = find_struct(name)) { // a built-in math struct: fields only where they agree
        if (native->properties.empty() && size == native->size && align <= native->align) {
            for (auto& f : fields) f->owner = native;
            native->properties = std::move(fields);
        }
        return native;
    }
    auto s = std::make_unique<Struct>();
    s->name = name;
    s->package = "/Script/" + info.package;
    for (auto& f : fields) f->owner = s.get();
    s->properties = std::move(fields);
    s->size = std::max<std::uint32_t>(size, 1);
    s->align = align;
    s->finalized = true;
    Struct* raw = s.get();
    struct_by_name_[raw->name] = raw;
    structs_.push_back(std::move(s));
    ++reflected_counts_.structs;
    return raw;
}

void HeadlessEngine::adopt_classes(const generators::ReflectionModel& model) {
    for (const auto& e : model.enums) {
        if (find_enum(e.name)) continue;
        auto en = std::make_unique<Enum>();
        en->name = e.name;
        en->package = "/Script/" + e.package;
        for (const auto& [n, v] : e.pairs) {
            en->names.push_back(n);
            en->values.push_back(v);
        }
        enum_by_name_[en->name] = en.get();
        enums_.push_back(std::move(en));
        ++reflected_counts_.enums;
    }
    // Parents first: a class waits for its parent's record.
    std::map<std::string, const generators::ClassInfo*, std::less<>> pending;
    for (const auto& c : model.classes) pending.emplace(c.name, &c);
    std::function<Class*(const std::string&)> adopt = [&](const std::string& name) -> Class* {
        if (Class* c = find_class(name)) return c;
        auto it = pending.find(name);
        if (it == pending.end()) return nullptr;
        const generators::ClassInfo& info = *it->second;
        pending.erase(it);
        const bool interface = info.class_flags & kClassInterface;
        Class* parent = interface ? find_class("Interface") : info.super ? adopt(*info.super) : find_class("Object");
        if (!parent) parent = find_class("Object");
        Class* c = add_native_class(info.name, parent);
        c->package = "/Script/" + info.package;
        c->is_interface = interface;
        ++reflected_counts_.classes;
        return c;
    };
    for (const auto& c : model.classes) adopt(c.name);
    for (const auto& s : model.structs) reflected_structs_.emplace(s.name, &s);
}

void HeadlessEngine::adopt_members(const generators::ReflectionModel& model) {
    for (const auto& s : model.structs) adopt_struct(s.name);
    for (const auto& info : model.classes) {
        Class* c = find_class(info.name);
        if (!c || !c->native) continue;
        for (const auto& pi : info.props) {
            if (c->own_property(pi.name)) continue;
            auto p = std::make_unique<Property>();
            if (!reflected_property(pi, *p)) continue;
            p->owner = c;
            if (p->signature) p->signature->owner = c;
            c->properties.push_back(std::move(p));
            ++reflected_counts_.properties;
        }
        // Blueprint events, so a Rust override gets the engine's parameters; and the functions
        // with a container parameter, which the bindings pass as a temporary container made from
        // the function's own parameter (TempContainer::for_param).
        for (const auto& fi : info.funcs) {
            const bool event = (fi.func_flags & kFuncEvent) != 0;
            const bool container = std::any_of(fi.params.begin(), fi.params.end(), [](const generators::PropertyInfo& pi) {
                return pi.type == "ArrayProperty" || pi.type == "SetProperty" || pi.type == "MapProperty";
            });
            if ((!event && !container) || c->own_function(fi.name)) continue;
            auto f = std::make_unique<Function>();
            f->name = fi.name;
            f->owner = c;
            f->flags = fi.func_flags;
            bool ok = true;
            for (const auto& pi : fi.params) {
                auto p = std::make_unique<Property>();
                ok = ok && reflected_property(pi, *p) && (is_plain(p->kind) || !event);
                p->flags = pi.prop_flags;
                p->owner = f.get();
                f->params.push_back(std::move(p));
            }
            if (!ok) continue;
            f->parms_size = lay_out(f->params, 0, f->parms_align);
            c->functions.push_back(std::move(f));
            if (event) ++reflected_counts_.events;
        }
    }
    reflected_structs_.clear();
}

} // namespace rusteal::headless
