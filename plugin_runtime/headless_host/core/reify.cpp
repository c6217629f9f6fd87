// The reify sub-table's work on the object model: classes (kept or replaced on hot reload by
// their shape), properties, functions, delegates, components, structs and enums.
#include "core/headless_engine.hpp"

#include <algorithm>

namespace rusteal::headless {

namespace {

constexpr std::uint32_t kMaxType = 0xffffffffu;

// Takes the members away from a class being rebuilt: into its saved state while a load is
// registering it (restored if the load fails), else into its retired lists.
void retire_members(Class* c) {
    if (c->saved.valid) c->saved.members_taken = true;
    auto& props = c->saved.valid ? c->saved.properties : c->retired_properties;
    auto& funcs = c->saved.valid ? c->saved.functions : c->retired_functions;
    for (auto& p : c->properties) props.push_back(std::move(p));
    c->properties.clear();
    for (auto& f : c->functions) funcs.push_back(std::move(f));
    c->functions.clear();
    c->components.clear();
    c->interfaces.clear();
    c->finalized = false;
}

} // namespace

Class* HeadlessEngine::create_class(std::string_view name, Class* parent, std::uint64_t type_id) {
    // Parents are created before their children and finalised later (reify_registry's plan).
    if (!parent) {
        log_line(2, "LogRusteal: create_class " + std::string(name) + ": the parent class is null");
        return nullptr;
    }
    if (Class* existing = find_class(name)) {
        if (existing->native || (existing->library && existing->library != current())) {
            log_line(2, "LogRusteal: create_class " + std::string(name) + ": a class of that name exists already (" +
                            (existing->native ? existing->package : existing->library->name()) + ")");
            return nullptr;
        }
        if (!existing->finalized || existing->reload != Class::Reload::None) {
            // Created already by this load: two classes of one name in one package.
            log_line(2, "LogRusteal: create_class " + std::string(name) + ": library " +
                            (current() ? current()->name() : std::string("?")) +
                            " declares two classes of that name; one package holds one class per name (rename one)");
            return nullptr;
        }
        // Hot reload: set_class_shape decides whether the class is kept or replaced.
        existing->saved.valid = true;
        existing->saved.shape = existing->shape;
        existing->saved.parent = existing->parent;
        existing->saved.components = existing->components;
        existing->saved.interfaces = existing->interfaces;
        existing->library = current();
        existing->rust_type_id = type_id;
        if (existing->parent != parent) {
            retire_members(existing);
            existing->parent = parent;
            existing->reload = Class::Reload::Replaced;
        } else {
            existing->reload = Class::Reload::Pending;
        }
        return existing;
    }
    auto c = std::make_unique<Class>();
    c->name = std::string(name);
    c->package = current_package();
    c->parent = parent;
    c->native = false;
    c->library = current();
    c->rust_type_id = type_id;
    Class* raw = c.get();
    class_by_name_[raw->name] = raw;
    classes_.push_back(std::move(c));
    return raw;
}

Class* HeadlessEngine::create_interface(std::string_view name, std::uint64_t shape) {
    if (Class* existing = find_class(name)) {
        if (existing->native || !existing->is_interface || (existing->library && existing->library != current())) {
            log_line(2, "LogRusteal: create_interface " + std::string(name) + ": a class of that name exists already");
            return nullptr;
        }
        // A reload rebuilds it in place (the classes implementing it keep naming it): kept as it
        // is when its functions did not change, else its functions are retired and added again.
        existing->library = current();
        if (existing->shape == shape) {
            existing->reload = Class::Reload::Kept;
        } else {
            for (auto& f : existing->functions) existing->retired_functions.push_back(std::move(f));
            existing->functions.clear();
            existing->shape = shape;
            existing->reload = Class::Reload::None;
            log_line(0, "LogRusteal: interface " + existing->name + " changed; its functions were rebuilt");
        }
        existing->finalized = false;
        return existing;
    }
    auto c = std::make_unique<Class>();
    c->name = std::string(name);
    c->package = current_package();
    c->parent = find_class("Interface");
    c->native = false;
    c->is_interface = true;
    c->library = current();
    c->shape = shape;
    Class* raw = c.get();
    class_by_name_[raw->name] = raw;
    classes_.push_back(std::move(c));
    return raw;
}

bool HeadlessEngine::finalize_interface(Class* cls, std::string& error) {
    if (!cls->is_interface || cls->native) {
        error = "class " + cls->name + " is not an interface of a library";
        return false;
    }
    cls->layout = cls->parent->layout;
    cls->parent_layout = cls->parent->layout;
    cls->finalized = true;
    cls->reload = Class::Reload::None;
    if (!cls->cdo) cls->cdo = new_object(cls, "Default__" + cls->name, nullptr, true);
    return true;
}

bool HeadlessEngine::set_class_shape(Class* cls, std::uint64_t shape) {
    if (cls->reload == Class::Reload::Pending) {
        if (shape == cls->shape) {
            cls->reload = Class::Reload::Kept;
        } else {
            retire_members(cls);
            cls->reload = Class::Reload::Replaced;
            log_line(0, "LogRusteal: class " + cls->name + " changed shape: it is replaced and its objects reinstanced");
        }
    }
    cls->shape = shape;
    return true;
}

Property* HeadlessEngine::resolve_kind(Property& p, std::uint32_t type, const FRustealReifyPropExtra* extra,
                                       std::string& error) {
    if (!is_known_kind(type)) {
        error = "unknown property type code " + std::to_string(type);
        return nullptr;
    }
    p.kind = static_cast<Kind>(type);
    const FRustealReifyPropExtra none{{nullptr}, {nullptr}, {nullptr}, kMaxType, kMaxType, {nullptr}};
    const FRustealReifyPropExtra& x = extra ? *extra : none;
    switch (p.kind) {
    case Kind::Object: case Kind::Class: case Kind::SoftObject: case Kind::WeakObject:
        p.object_class = static_cast<Class*>(x.object_class.ptr);
        break;
    case Kind::Struct:
        p.ustruct = static_cast<Struct*>(x.ustruct.ptr);
        if (!p.ustruct || !p.ustruct->finalized) {
            error = "a struct property needs a finalised struct (extra.ustruct)";
            return nullptr;
        }
        break;
    case Kind::Enum:
        p.uenum = static_cast<Enum*>(x.uenum.ptr);
        // Wider than a byte: the host keeps such an enum as its number, as it reads the engine's
        // reflection (engine_reflection.cpp), so a Rust function's parameter matches a signature's.
        if (x.inner_type == static_cast<std::uint32_t>(Kind::Int32) || x.inner_type == static_cast<std::uint32_t>(Kind::Int64)) {
            p.kind = static_cast<Kind>(x.inner_type);
            p.uenum = nullptr;
        }
        break;
    case Kind::Map:
        if (!is_known_kind(x.value_type)) {
            error = "a map property needs its value type (extra.value_type)";
            return nullptr;
        }
        p.value = static_cast<Kind>(x.value_type);
        [[fallthrough]];
    case Kind::Array: case Kind::Set:
        if (!is_known_kind(x.inner_type)) {
            error = "a container property needs its element type (extra.inner_type)";
            return nullptr;
        }
        p.inner = static_cast<Kind>(x.inner_type);
        if (x.object_class.ptr) p.object_class = static_cast<Class*>(x.object_class.ptr);
        if (x.ustruct.ptr) p.ustruct = static_cast<Struct*>(x.ustruct.ptr);
        break;
    default: break;
    }
    layout_value(p);
    return &p;
}

Property* HeadlessEngine::add_property(Class* cls, std::string_view name, std::uint32_t type, std::uint64_t flags,
                                       const FRustealReifyPropExtra* extra, std::string& error) {
    if (cls->native) {
        error = "class " + cls->name + " is an engine class";
        return nullptr;
    }
    if (Property* existing = cls->own_property(name)) {
        if (cls->reload == Class::Reload::Kept && existing->kind == static_cast<Kind>(type)) {
            existing->flags = flags;
            return existing;
        }
        error = "class " + cls->name + " has a property " + std::string(name) + " already";
        return nullptr;
    }
    auto p = std::make_unique<Property>();
    p->name = std::string(name);
    p->flags = flags;
    p->owner = cls;
    if (!resolve_kind(*p, type, extra, error)) return nullptr;
    cls->properties.push_back(std::move(p));
    return cls->properties.back().get();
}

Function* HeadlessEngine::add_function(Class* cls, std::string_view name, std::uint64_t callback_id, std::uint32_t flags) {
    if (Function* existing = cls->own_function(name); existing && cls->reload == Class::Reload::Kept) {
        // The common hot reload: same shape, new code. The function object stays.
        existing->callback_id = callback_id;
        existing->library = current();
        existing->flags = flags;
        return existing;
    }
    auto f = std::make_unique<Function>();
    f->name = std::string(name);
    f->owner = cls;
    f->callback_id = callback_id;
    f->flags = flags;
    f->library = current();
    // An override takes its parameters from the parent's function of the same name.
    for (Class* c = cls->parent; c; c = c->parent) {
        if (Function* base = c->own_function(name)) {
            f->name = base->name; // one FName: the engine's spelling
            for (const auto& bp : base->params) {
                auto p = std::make_unique<Property>(*bp);
                p->owner = f.get();
                f->params.push_back(std::move(p));
            }
            f->parms_size = base->parms_size;
            f->parms_align = base->parms_align;
            break;
        }
    }
    cls->functions.push_back(std::move(f));
    return cls->functions.back().get();
}

bool HeadlessEngine::add_function_param(Function* f, std::string_view name, std::uint32_t type, std::uint64_t flags,
                                        const FRustealReifyPropExtra* extra, std::string& error) {
    if (Property* existing = f->param(name)) {
        if (existing->kind == static_cast<Kind>(type)) return true; // kept on reload, or copied from the parent
        error = "function " + f->name + " has a parameter " + std::string(name) + " of another type already";
        return false;
    }
    auto p = std::make_unique<Property>();
    p->name = std::string(name);
    p->flags = flags;
    p->owner = f;
    if (!resolve_kind(*p, type, extra, error)) return false;
    if (!is_plain(p->kind)) {
        error = "parameter " + p->name + " of " + f->name + ": a " + kind_name(p->kind) +
                " parameter is not supported by the headless host";
        return false;
    }
    f->params.push_back(std::move(p));
    f->parms_align = 1;
    f->parms_size = lay_out(f->params, 0, f->parms_align);
    return true;
}

Function* HeadlessEngine::add_delegate(Class* cls, std::string_view name, std::uint64_t flags) {
    const std::string sig_name = std::string(name) + "__DelegateSignature";
    Function* sig = add_function(cls, sig_name, 0, kFuncDelegateSignature);
    if (Property* existing = cls->own_property(name); existing && cls->reload == Class::Reload::Kept) {
        existing->signature = sig;
        return sig;
    }
    auto p = std::make_unique<Property>();
    p->name = std::string(name);
    p->kind = Kind::MulticastDelegate;
    p->flags = flags;
    p->owner = cls;
    p->signature = sig;
    layout_value(*p);
    cls->properties.push_back(std::move(p));
    return sig;
}

bool HeadlessEngine::finalize_class(Class* cls, std::string& error) {
    if (cls->native) {
        error = "class " + cls->name + " is an engine class";
        return false;
    }
    if (!cls->parent || !cls->parent->layout) {
        error = "class " + cls->name + "'s parent is not finalised";
        return false;
    }
    const bool had_layout = cls->layout != nullptr;
    const bool same_layout =
        had_layout && cls->reload == Class::Reload::Kept && cls->parent_layout == cls->parent->layout;
    if (!same_layout) {
        if (had_layout && cls->reload == Class::Reload::Kept) {
            // Kept, but the parent's layout moved: new property records, so the objects still on
            // the old layout keep reading the old offsets until they are reinstanced.
            for (auto& p : cls->properties) {
                auto copy = std::make_unique<Property>(*p);
                cls->retired_properties.push_back(std::move(p));
                p = std::move(copy);
            }
        }
        std::uint32_t align = cls->parent->layout->align;
        lay_out(cls->properties, cls->parent->layout->size, align);
        cls->layout = build_layout(*cls);
        cls->parent_layout = cls->parent->layout;
        cls->needs_reinstance = had_layout;
        if (cls->cdo) {
            // The old default object's values move to the new one below; it is then retired.
            Object* old = cls->cdo;
            drop_rust(old, nullptr);
            cls->cdo = nullptr;
            Object* cdo = new_object(cls, "Default__" + cls->name, nullptr, true);
            for (const Property* np : cdo->layout->properties)
                for (const Property* op : old->layout->properties)
                    if (op->name == np->name && op->kind == np->kind && op->size == np->size) {
                        copy_value(*np, cdo->value_ptr(*np), old->value_ptr(*op));
                        break;
                    }
            // Its components go with it (the copied object properties point at them); components
            // the new class added are made.
            cdo->subobjects = std::move(old->subobjects);
            for (auto& [name, sub] : cdo->subobjects) sub->outer = cdo;
            create_subobjects(cdo);
            free_memory(old);
            old->alive = false;
            live_.erase(old);
            old->name += "_RETIRED";
            cls->cdo = cdo;
        }
    }
    cls->has_tick = false;
    for (Class* c = cls; c && !cls->has_tick; c = c->parent)
        if (Function* f = c->own_function("ReceiveTick"); f && f->callback_id) cls->has_tick = true;
    cls->finalized = true;
    cls->reload = Class::Reload::None;
    if (cls->saved.valid) {
        // The load got this far: what the class was is retired (old objects may still use it
        // until they are reinstanced).
        for (auto& p : cls->saved.properties) cls->retired_properties.push_back(std::move(p));
        for (auto& f : cls->saved.functions) {
            f->retired = true;
            f->callback_id = 0;
            cls->retired_functions.push_back(std::move(f));
        }
        cls->saved = Class::Saved{};
    }
    if (!cls->cdo) {
        cls->cdo = new_object(cls, "Default__" + cls->name, nullptr, true);
        create_subobjects(cls->cdo);
    }
    // The class default object's constructor makes its Rust data (before #[class_defaults] runs).
    construct_rust(cls->cdo, nullptr);
    return true;
}

Struct* HeadlessEngine::create_struct(std::string_view name) {
    if (Struct* existing = find_struct(name)) {
        if (existing->library && existing->library->name() == (current() ? current()->name() : "")) {
            return existing; // hot reload: structs are kept as first created
        }
        if (!existing->library) return existing;
        log_line(2, "LogRusteal: create_struct " + std::string(name) + ": a struct of that name exists in library " +
                        existing->library->name());
        return nullptr;
    }
    auto s = std::make_unique<Struct>();
    s->name = std::string(name);
    s->package = current_package();
    s->library = current();
    Struct* raw = s.get();
    struct_by_name_[raw->name] = raw;
    structs_.push_back(std::move(s));
    return raw;
}

Property* HeadlessEngine::add_struct_property(Struct* s, std::string_view name, std::uint32_t type,
                                              std::uint64_t flags, const FRustealReifyPropExtra* extra,
                                              std::string& error) {
    for (auto& p : s->properties) {
        if (p->name != name) continue;
        if (s->finalized && p->kind == static_cast<Kind>(type)) return p.get();
        error = "struct " + s->name + " has a field " + std::string(name) + " already";
        return nullptr;
    }
    if (s->finalized) {
        // Structs are not hot reloaded: the new field waits for a restart.
        log_line(1, "LogRusteal: struct " + s->name + " gained the field " + std::string(name) +
                        "; structs are kept as first loaded, restart the host to apply it");
        static Property detached;
        detached = Property{};
        detached.name = std::string(name);
        if (!resolve_kind(detached, type, extra, error)) return nullptr;
        return &detached;
    }
    auto p = std::make_unique<Property>();
    p->name = std::string(name);
    p->flags = flags;
    p->owner = s;
    if (!resolve_kind(*p, type, extra, error)) return nullptr;
    if (p->kind == Kind::Map || p->kind == Kind::Set || (p->kind == Kind::Array && !is_plain(p->inner) &&
                                                         p->inner != Kind::String && p->inner != Kind::Text)) {
        error = "field " + p->name + " of struct " + s->name + ": a " + kind_name(p->kind) +
                " field of this kind is not supported in structs by the headless host";
        return nullptr;
    }
    s->properties.push_back(std::move(p));
    return s->properties.back().get();
}

bool HeadlessEngine::finalize_struct(Struct* s, std::string& error) {
    if (s->finalized) return true;
    for (const auto& p : s->properties) {
        if (p->kind == Kind::Struct && (!p->ustruct || !p->ustruct->finalized)) {
            error = "struct " + s->name + "'s field " + p->name + " is a struct that is not finalised";
            return false;
        }
    }
    s->align = 1;
    s->size = align_up(lay_out(s->properties, 0, s->align), s->align);
    s->finalized = true;
    return true;
}

Enum* HeadlessEngine::create_enum(std::string_view name, std::vector<std::string> names, std::vector<std::int64_t> values) {
    if (Enum* existing = find_enum(name)) {
        if (existing->names != names || existing->values != values)
            log_line(1, "LogRusteal: enum " + existing->name +
                            " changed; enums are kept as first loaded, restart the host to apply it");
        return existing;
    }
    auto e = std::make_unique<Enum>();
    e->name = std::string(name);
    e->package = current_package();
    e->names = std::move(names);
    e->values = std::move(values);
    Enum* raw = e.get();
    enum_by_name_[raw->name] = raw;
    enums_.push_back(std::move(e));
    return raw;
}

} // namespace rusteal::headless
