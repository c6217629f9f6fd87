#include "gameplay_functions.hpp"

#include "headless_engine.hpp"

namespace rusteal::headless::gameplay {

namespace {

Class* class_arg(void* c) { return static_cast<Class*>(c); }

// Abstract classes have no instances. The host's classes carry no class flags: a native engine
// class is abstract when the engine's reflection says so, which the host does not keep, so the
// abstract bases the templates name are listed (a Rust class is never abstract here).
bool is_abstract(const Class* c) {
    if (!c->native) return false;
    for (const char* name : {"Object", "ActorComponent", "SceneComponent", "PrimitiveComponent", "MeshComponent", "Subsystem",
                             "WorldSubsystem", "TickableWorldSubsystem", "GameInstanceSubsystem"})
        if (c->name == name) return true;
    return false;
}

} // namespace

Object* one_owned_by(Object* outer, Class* cls) {
    for (const auto& o : E().objects())
        if (o->alive && !o->is_cdo && o->outer == outer && o->cls == cls) return o.get();
    return E().new_object_in(outer, cls);
}

std::uint32_t get_component_by_class(void* actor, void* component_class, void** out) {
    Object* owner = E().object(UObjectHandle{actor});
    if (!owner) return RustealError_ObjectDestroyed;
    *out = nullptr;
    const Class* wanted = class_arg(component_class);
    if (!wanted) return RustealError_Ok;
    for (const auto& o : E().objects())
        if (o->alive && !o->is_cdo && o->outer == owner && o->cls->is_child_of(wanted)) {
            *out = o.get();
            break;
        }
    return RustealError_Ok;
}

std::uint32_t add_component_by_class(void* actor, void* component_class, bool, const std::uint8_t*, bool, void** out) {
    Object* owner = E().object(UObjectHandle{actor});
    if (!owner) return RustealError_ObjectDestroyed;
    *out = nullptr;
    Class* cls = class_arg(component_class);
    if (!cls || is_abstract(cls) || !cls->is_child_of(E().find_class("ActorComponent"))) return RustealError_Ok;
    *out = E().new_object_in(owner, cls);
    return RustealError_Ok;
}

std::uint32_t get_world_subsystem(void* context, void* subsystem_class, void** out) {
    *out = nullptr;
    if (context && !E().object(UObjectHandle{context})) return RustealError_ObjectDestroyed;
    Class* cls = class_arg(subsystem_class);
    if (!cls || is_abstract(cls) || !cls->is_child_of(E().find_class("WorldSubsystem"))) return RustealError_Ok;
    *out = one_owned_by(E().world(), cls);
    return RustealError_Ok;
}

} // namespace rusteal::headless::gameplay
