#include "core/headless_engine.hpp"

#include "core/native_components.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>

namespace rusteal::headless {

namespace {

HeadlessEngine* g_engine = nullptr;

std::string_view short_name(std::string_view name_or_path) {
    // "/Script/Engine.Actor" -> "Actor"
    const auto dot = name_or_path.rfind('.');
    if (!name_or_path.empty() && name_or_path.front() == '/' && dot != std::string_view::npos)
        return name_or_path.substr(dot + 1);
    return name_or_path;
}

struct NativeClassDef {
    const char* name;
    const char* parent;
    const char* package;
};

// The engine classes a game's code names most; a game's bindings ask for them by name.
constexpr NativeClassDef kNativeClasses[] = {
    {"Object", nullptr, "/Script/CoreUObject"},
    {"Interface", "Object", "/Script/CoreUObject"},
    {"Actor", "Object", "/Script/Engine"},
    {"Info", "Actor", "/Script/Engine"},
    {"GameModeBase", "Info", "/Script/Engine"},
    {"Pawn", "Actor", "/Script/Engine"},
    {"Character", "Pawn", "/Script/Engine"},
    {"Controller", "Actor", "/Script/Engine"},
    {"DamageType", "Object", "/Script/Engine"},
    {"PlayerController", "Controller", "/Script/Engine"},
    {"ActorComponent", "Object", "/Script/Engine"},
    {"SceneComponent", "ActorComponent", "/Script/Engine"},
    {"PrimitiveComponent", "SceneComponent", "/Script/Engine"},
    {"MeshComponent", "PrimitiveComponent", "/Script/Engine"},
    {"StaticMeshComponent", "MeshComponent", "/Script/Engine"},
    {"SkeletalMeshComponent", "MeshComponent", "/Script/Engine"},
    {"LightComponentBase", "SceneComponent", "/Script/Engine"},
    {"LightComponent", "LightComponentBase", "/Script/Engine"},
    {"LocalLightComponent", "LightComponent", "/Script/Engine"},
    {"PointLightComponent", "LocalLightComponent", "/Script/Engine"},
    {"World", "Object", "/Script/Engine"},
    {"GameInstance", "Object", "/Script/Engine"},
    {"Subsystem", "Object", "/Script/Engine"},
    {"GameInstanceSubsystem", "Subsystem", "/Script/Engine"},
    {"WorldSubsystem", "Subsystem", "/Script/Engine"},
    {"Visual", "Object", "/Script/UMG"},
    {"Widget", "Visual", "/Script/UMG"},
    {"UserWidget", "Widget", "/Script/UMG"},
    {"TextLayoutWidget", "Widget", "/Script/UMG"},
    {"TextBlock", "TextLayoutWidget", "/Script/UMG"},
    {"WidgetAnimation", "Object", "/Script/UMG"},
};

struct NativeStructDef {
    const char* name;
    std::uint32_t size;
    std::uint32_t align;
};
// Engine structs with their native sizes (UE 5 double-precision math types).
constexpr NativeStructDef kNativeStructs[] = {
    {"Vector", 24, 8}, {"Vector2D", 16, 8}, {"Vector4", 32, 16}, {"Rotator", 24, 8}, {"Quat", 32, 16},
    {"Transform", 96, 16}, {"LinearColor", 16, 4}, {"Color", 4, 1},
    {"InputActionValue", 32, 8}, // Enhanced Input: FVector Value, EInputActionValueType ValueType
};

// The transform a spawn gives an actor.
void place(ActorState& s, const SpawnSetup& at) {
    std::memcpy(s.location, at.location, sizeof s.location);
    std::memcpy(s.rotation, at.rotation, sizeof s.rotation);
    std::memcpy(s.scale, at.scale, sizeof s.scale);
}

} // namespace

HeadlessEngine& HeadlessEngine::instance() { return *g_engine; }

HeadlessEngine::HeadlessEngine(std::function<void(const LogLine&)> log_sink, const generators::ReflectionModel* reflection)
    : log_sink_(std::move(log_sink)) {
    g_engine = this;
    for (const auto& d : kNativeClasses) {
        Class* parent = d.parent ? class_by_name_.at(d.parent) : nullptr;
        Class* c = add_native_class(d.name, parent);
        c->package = d.package;
        c->is_interface = std::string_view(d.name) == "Interface";
    }
    // The engine's own classes, enums and structs from its exported reflection (engine_reflection.cpp).
    if (reflection) adopt_classes(*reflection);
    for (const auto& d : kNativeStructs) {
        auto s = std::make_unique<Struct>();
        s->name = d.name;
        s->package = "/Script/CoreUObject";
        s->size = d.size;
        s->align = d.align;
        s->finalized = true;
        struct_by_name_[s->name] = s.get();
        structs_.push_back(std::move(s));
    }
    // Members name other classes and structs: added once every class exists, before the layouts.
    add_actor_members();
    if (reflection) adopt_members(*reflection);
    for (const auto& c : classes_) finish_native_class(c.get());
    for (const auto& t : world_subsystem_types()) subsystems_.push_back(t.make());
    host_ = std::make_unique<host::LibraryHost>(base_table(), *this);
}

std::size_t HeadlessEngine::subsystem_slot(std::type_index type) {
    const auto& types = world_subsystem_types();
    for (std::size_t i = 0; i < types.size(); ++i)
        if (types[i].type == type) return i;
    std::fprintf(stderr, "rusteal-host: %s is not a world subsystem (engine/registry.cpp lists them)\n", type.name());
    std::abort();
}

HeadlessEngine::~HeadlessEngine() {
    host_->unload_all();
    for (auto& o : objects_)
        if (o->alive) free_memory(o.get());
    host_.reset();
    if (g_engine == this) g_engine = nullptr;
}

Class* HeadlessEngine::add_native_class(std::string name, Class* parent) {
    auto c = std::make_unique<Class>();
    c->name = std::move(name);
    c->parent = parent;
    c->native = true;
    Class* raw = c.get();
    class_by_name_[raw->name] = raw;
    classes_.push_back(std::move(c));
    return raw;
}

void HeadlessEngine::finish_native_class(Class* cls) {
    std::uint32_t align = 1;
    lay_out(cls->properties, cls->parent && cls->parent->layout ? cls->parent->layout->size : 0, align);
    cls->layout = build_layout(*cls);
    cls->parent_layout = cls->parent ? cls->parent->layout : nullptr;
    cls->finalized = true;
    cls->cdo = new_object(cls, "Default__" + cls->name, nullptr, true);
    apply_constructor_values(*cls->cdo);
}

void HeadlessEngine::log_line(int level, std::string text) {
    log_.push_back({level, std::move(text)});
    if (log_sink_) log_sink_(log_.back());
}

void HeadlessEngine::log(int level, std::string_view message) { log_line(level, "LogRusteal: " + std::string(message)); }

std::string HeadlessEngine::current_package() const {
    const Library* lib = current();
    return lib ? lib->package() : "/Script/Rusteal";
}

// ---- lookups --------------------------------------------------------------------------------------

Class* HeadlessEngine::find_class(std::string_view name_or_path) const {
    auto it = class_by_name_.find(short_name(name_or_path));
    return it == class_by_name_.end() ? nullptr : it->second;
}

Struct* HeadlessEngine::find_struct(std::string_view name_or_path) const {
    auto it = struct_by_name_.find(short_name(name_or_path));
    return it == struct_by_name_.end() ? nullptr : it->second;
}

Enum* HeadlessEngine::find_enum(std::string_view name_or_path) const {
    auto it = enum_by_name_.find(short_name(name_or_path));
    return it == enum_by_name_.end() ? nullptr : it->second;
}

Object* HeadlessEngine::object(UObjectHandle h) const {
    auto it = live_.find(h.ptr);
    return it == live_.end() ? nullptr : it->second;
}

Object* HeadlessEngine::find_object_by_name(std::string_view name) const {
    // `outer.name`: the object of that name in that outer (a component of an actor: hero.CharMoveComp),
    // else the one its property of that name points at.
    if (const auto dot = name.rfind('.'); dot != std::string_view::npos && dot > 0 && dot + 1 < name.size()) {
        if (const Object* outer = find_object_by_name(name.substr(0, dot))) {
            for (const auto& o : objects_)
                if (o->alive && o->outer == outer && o->name == name.substr(dot + 1)) return o.get();
            // Else the object its object property of that name points at (a component whose name
            // has spaces: car.FrontSpringArm for "Front Spring Arm").
            Object* target = nullptr;
            if (const Property* p = outer->member(name.substr(dot + 1)); p && p->kind == Kind::Object && p->size == sizeof target) {
                std::memcpy(&target, outer->value_ptr(*p), sizeof target);
                if (target && target->alive) return target;
            }
        }
    }
    // A name alone: an object of the world before one in a class default object (a component of a
    // class's default object has the name its instances' components have).
    auto in_default = [](const Object* o) {
        for (; o; o = o->outer)
            if (o->is_cdo) return true;
        return false;
    };
    Object* fallback = nullptr;
    for (const auto& o : objects_)
        if (o->alive && o->name == name) {
            if (!in_default(o.get())) return o.get();
            if (!fallback) fallback = o.get();
        }
    return fallback;
}

Object* HeadlessEngine::weak_resolve(FWeakObjectHandle w) const {
    if (w.object_index < 0 || static_cast<std::size_t>(w.object_index) >= objects_.size()) return nullptr;
    Object* o = objects_[static_cast<std::size_t>(w.object_index)].get();
    return o->alive && o->serial == w.object_serial_number ? o : nullptr;
}

FWeakObjectHandle HeadlessEngine::weak_of(const Object* o) const {
    if (!o) return {-1, 0};
    return {o->index, o->serial};
}

std::uint64_t HeadlessEngine::make_name(std::string_view text) {
    // FName keeps "Name_7" as ("Name", 8); the host keeps the whole text as one entry, number 0.
    std::string key(text);
    auto it = name_index_.find(key);
    if (it != name_index_.end()) return it->second;
    const auto index = static_cast<std::uint32_t>(names_.size() + 1); // 0 is None
    names_.push_back(key);
    name_index_.emplace(std::move(key), index);
    return index;
}

std::optional<std::string> HeadlessEngine::name_text(std::uint64_t packed) const {
    const auto index = static_cast<std::uint32_t>(packed & 0xffffffffu);
    const auto number = static_cast<std::uint32_t>(packed >> 32);
    if (index == 0) return std::string("None");
    if (index > names_.size()) return std::nullopt;
    std::string s = names_[index - 1];
    if (number > 0) s += "_" + std::to_string(number - 1);
    return s;
}

// ---- objects --------------------------------------------------------------------------------------

std::string HeadlessEngine::unique_object_name(const Class* cls) {
    auto& n = name_counters_[cls->name];
    for (;;) {
        std::string candidate = cls->name + "_" + std::to_string(n++);
        if (!find_object_by_name(candidate)) return candidate;
    }
}

Object* HeadlessEngine::new_object(Class* cls, std::string name, Object* outer, bool is_cdo) {
    auto o = std::make_unique<Object>();
    o->cls = cls;
    o->name = std::move(name);
    o->outer = outer;
    o->is_cdo = is_cdo;
    o->index = static_cast<std::int32_t>(objects_.size());
    o->serial = o->index + 1;
    Object* raw = o.get();
    objects_.push_back(std::move(o));
    live_[raw] = raw;
    const Object* from = nullptr;
    if (is_cdo) {
        from = cls->parent ? cls->parent->cdo : nullptr;
    } else {
        from = cls->cdo;
    }
    init_memory(raw, from);
    return raw;
}

void HeadlessEngine::init_memory(Object* obj, const Object* from) {
    obj->layout = obj->cls->layout;
    const Layout& l = *obj->layout;
    const std::size_t bytes = std::max<std::size_t>(l.size, 1) + 16;
    obj->storage.reset(new std::uint8_t[bytes]);
    auto addr = reinterpret_cast<std::uintptr_t>(obj->storage.get());
    obj->memory = obj->storage.get() + ((16 - addr % 16) % 16);
    std::memset(obj->memory, 0, l.size);
    for (const Property* p : l.properties) construct_value(*p, obj->value_ptr(*p));
    if (!from || !from->layout) return;
    obj->body = from->body;
    obj->actor_collision = from->actor_collision;
    // Defaults: the values of the archetype (the class default object) for the same properties.
    for (const Property* p : l.properties)
        if (from->layout->members.count(p)) copy_value(*p, obj->value_ptr(*p), from->value_ptr(*p));
}

void HeadlessEngine::free_memory(Object* obj) {
    if (!obj->memory) return;
    for (const Property* p : obj->layout->properties) destroy_value(*p, obj->value_ptr(*p));
    obj->storage.reset();
    obj->memory = nullptr;
}

std::vector<Class*> HeadlessEngine::reified_chain(const Class* cls) const {
    std::vector<Class*> chain;
    for (Class* c = const_cast<Class*>(cls); c; c = c->parent)
        if (!c->native) chain.push_back(c);
    std::reverse(chain.begin(), chain.end());
    return chain;
}

void HeadlessEngine::construct(Object* obj) {
    create_subobjects(obj);
    construct_rust(obj, nullptr);
}

void HeadlessEngine::create_subobjects(Object* obj) {
    // The engine classes' own subobjects first (a Rust component may attach to them), as their
    // C++ constructors run before the Rust class's.
    std::vector<ComponentDef> defs;
    std::vector<Class*> chain;
    for (Class* c = obj->cls; c; c = c->parent) chain.insert(chain.begin(), c);
    for (Class* c : chain) {
        const auto own = c->native ? native_components(*c, *this) : c->components;
        defs.insert(defs.end(), own.begin(), own.end());
    }
    // As Unreal's default subobjects: each starts from the archetype's component of the same
    // name (the class default object's, or for a class default object its parent class's), so
    // what a parent class's #[class_defaults] set on its components holds in its children.
    const Object* archetype = obj->is_cdo ? (obj->cls->parent ? obj->cls->parent->cdo : nullptr) : obj->cls->cdo;
    std::vector<Object*> made;
    {
        for (const ComponentDef& def : defs) {
            if (!def.component_class || obj->subobjects.count(def.name)) continue;
            Object* comp = new_object(def.component_class, def.name, obj, false);
            if (archetype && archetype != obj)
                if (auto it = archetype->subobjects.find(def.name); it != archetype->subobjects.end() && it->second->cls == comp->cls) {
                    free_memory(comp);
                    init_memory(comp, it->second);
                    actor_states_.copy_state(it->second, comp);
                    made.push_back(comp);
                }
            comp->attach_parent = def.attach_parent;
            comp->attach_socket = def.attach_socket;
            obj->subobjects[def.name] = comp;
            // A component declared in Rust has its Rust data (and its own components), as its
            // class constructor makes them in the editor.
            construct(comp);
            // The component's object property on the owner.
            for (const Property* p : obj->layout->properties) {
                if (p->name == def.property && p->kind == Kind::Object) {
                    std::memcpy(obj->value_ptr(*p), &comp, sizeof comp);
                    break;
                }
            }
        }
    }
    // A component copied from the archetype's names the archetype's other components: its own.
    for (Object* comp : made)
        for (const Property* p : comp->layout->properties) {
            if (p->kind != Kind::Object) continue;
            Object* value = nullptr;
            std::memcpy(&value, comp->value_ptr(*p), sizeof value);
            if (!value || value->outer != archetype) continue;
            auto mine = obj->subobjects.find(value->name);
            value = mine == obj->subobjects.end() ? nullptr : mine->second;
            std::memcpy(comp->value_ptr(*p), &value, sizeof value);
        }
}

void HeadlessEngine::construct_rust(Object* obj, const Library* only) {
    for (Class* c : reified_chain(obj->cls)) {
        Library* lib = c->library;
        if (!lib || (only && lib != only) || obj->rust_data.count(lib)) continue;
        host_->call(*lib, [&](const FRustealRustCallbacks& cb) {
            for (Class* k : reified_chain(obj->cls))
                if (k->library == lib) cb.construct_rust_instance(UObjectHandle{obj}, k->rust_type_id, obj->is_cdo);
        });
        if (lib->loaded()) obj->rust_data.insert(lib);
    }
}

void HeadlessEngine::drop_rust(Object* obj, const Library* only) {
    for (Class* c : reified_chain(obj->cls)) {
        Library* lib = c->library;
        if (!lib || (only && lib != only) || !obj->rust_data.count(lib)) continue;
        host_->call(*lib, [&](const FRustealRustCallbacks& cb) {
            cb.drop_rust_instance(UObjectHandle{obj}, c->rust_type_id, nullptr);
        });
    }
    if (only) {
        obj->rust_data.erase(only);
    } else {
        obj->rust_data.clear();
    }
}

Outcome HeadlessEngine::spawn(std::string_view class_name, std::string_view object_name, Object*& out) {
    Class* cls = find_class(class_name);
    if (!cls) return Outcome::fail("no class named " + std::string(class_name) + " (a library's classes exist once it loaded)");
    if (!object_name.empty() && find_object_by_name(object_name))
        return Outcome::fail("an object named " + std::string(object_name) + " exists already");
    if (Outcome r = check_spawnable(cls); !r.ok) return r;
    Object* obj = new_object(cls, object_name.empty() ? unique_object_name(cls) : std::string(object_name), nullptr, false);
    instigate_itself_if_pawn(obj);
    construct(obj);
    out = obj;
    if (cls->is_child_of(find_class("Actor"))) route_begin_play(obj);
    destroy_pending();
    return Outcome::value(obj->name);
}

// APawn::PreInitializeComponents: a pawn spawned without an instigator is its own.
void HeadlessEngine::instigate_itself_if_pawn(Object* obj) {
    ActorState& s = actor_states_.actor(obj);
    if (!s.instigator && obj->cls->is_child_of(class_by_name_.at("Pawn"))) s.instigator = obj;
}

Outcome HeadlessEngine::check_spawnable(const Class* cls) const {
    if (!cls->finalized) return Outcome::fail("class " + cls->name + " is not finalised yet");
    if (cls->is_interface) return Outcome::fail(cls->name + " is an interface: it has no instances");
    for (Class* c : reified_chain(cls))
        if (c->library && !c->library->loaded())
            return Outcome::fail("class " + cls->name + " belongs to library " + c->library->name() + ", which is not loaded");
    return Outcome::value("");
}

Outcome HeadlessEngine::spawn_actor(Class* cls, const SpawnSetup& at, bool deferred, Object*& out) {
    if (Outcome r = check_spawnable(cls); !r.ok) return r;
    Object* obj = new_object(cls, unique_object_name(cls), world(), false);
    ActorState& s = actor_states_.actor(obj);
    place(s, at);
    s.owner = at.owner;
    s.instigator = at.instigator;
    instigate_itself_if_pawn(obj);
    construct(obj);
    out = obj;
    if (deferred) {
        deferred_.insert(obj);
    } else {
        route_begin_play(obj);
    }
    return Outcome::value(obj->name);
}

Outcome HeadlessEngine::finish_spawning(Object* actor, const SpawnSetup& at) {
    if (!actor || !actor->alive) return Outcome::fail("the actor is not valid");
    if (!deferred_.erase(actor)) return Outcome::fail(actor->name + " was not spawned deferred, or is finished already");
    place(actor_states_.actor(actor), at);
    route_begin_play(actor);
    return Outcome::value(actor->name);
}

Object* HeadlessEngine::world() {
    if (!world_ || !world_->alive) world_ = new_object(find_class("World"), "World", nullptr, false);
    return world_;
}

Object* HeadlessEngine::new_object_in(Object* outer, Class* cls) {
    Object* obj = new_object(cls, unique_object_name(cls), outer, false);
    construct(obj);
    return obj;
}

Outcome HeadlessEngine::destroy(Object* obj) {
    if (!obj || !obj->alive) return Outcome::fail("no such object");
    if (obj->is_cdo) return Outcome::fail(obj->name + " is a class default object");
    if (obj->destroying) return Outcome::fail(obj->name + " is being destroyed");
    obj->destroying = true;
    deferred_.erase(obj);
    if (obj->cls->is_child_of(find_class("Actor"))) route_destroyed(obj);
    if (!obj->alive) return Outcome::value("destroyed " + obj->name); // a handler destroyed it
    for (auto& [n, sub] : obj->subobjects)
        if (sub->alive) destroy(sub);
    drop_rust(obj, nullptr);
    if (auto it = pinned.find(obj); it != pinned.end()) {
        for (const Library* lib : it->second)
            host_->call(*const_cast<Library*>(lib),
                        [&](const FRustealRustCallbacks& cb) { cb.notify_pinned_destroyed(UObjectHandle{obj}); });
        pinned.erase(it);
    }
    free_memory(obj);
    obj->alive = false;
    live_.erase(obj);
    actor_states_.forget(obj);
    data_tables_.forget(obj);
    each_subsystem([&](WorldSubsystem& s) { s.forget(obj); });
    return Outcome::value("destroyed " + obj->name);
}

void HeadlessEngine::destroy_pending() {
    while (!pending_destroy_.empty()) {
        Object* o = pending_destroy_.back();
        pending_destroy_.pop_back();
        if (o->alive) destroy(o);
    }
}

} // namespace rusteal::headless
