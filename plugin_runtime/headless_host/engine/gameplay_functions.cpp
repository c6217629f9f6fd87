#include "engine/gameplay_functions.hpp"

#include "core/event_params.hpp"
#include "core/headless_engine.hpp"
#include "api/world_api.hpp"

#include <cmath>
#include <cstring>
#include <numbers>

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

Object* component_of(const Object* owner, const Class* cls) {
    if (!cls) return nullptr;
    for (const auto& o : E().objects())
        if (o->alive && !o->is_cdo && o->outer == owner && o->cls->is_child_of(cls)) return o.get();
    return nullptr;
}

Object* movement_component(const Object* pawn) {
    const Class* movement = E().find_class("PawnMovementComponent");
    if (!movement) return nullptr;
    for (const auto& [name, component] : pawn->subobjects)
        if (component->alive && component->cls->is_child_of(movement)) return component;
    return nullptr;
}

std::uint32_t get_owner(void* component, void** out) {
    *out = nullptr;
    Object* o = E().object(UObjectHandle{component});
    if (!o) return RustealError_ObjectDestroyed;
    const Class* actor = E().find_class("Actor");
    for (Object* outer = o->outer; outer && actor; outer = outer->outer)
        if (outer->cls->is_child_of(actor)) {
            *out = outer->alive ? outer : nullptr;
            break;
        }
    return RustealError_Ok;
}

std::uint32_t get_transform(void* actor, std::uint8_t* out) {
    Object* o = E().object(UObjectHandle{actor});
    if (!o) return RustealError_ObjectDestroyed;
    double at[3], turn[3];
    E().actor_states().world_transform(o, at, turn);
    transform_to_memory(at, turn, E().actor_states().actor(o).scale, out);
    return RustealError_Ok;
}

std::uint32_t get_component_by_class(void* actor, void* component_class, void** out) {
    Object* owner = E().object(UObjectHandle{actor});
    if (!owner) return RustealError_ObjectDestroyed;
    *out = component_of(owner, class_arg(component_class));
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

std::uint32_t get_velocity(void* actor, std::uint8_t* out) {
    Object* o = E().object(UObjectHandle{actor});
    if (!o) return RustealError_ObjectDestroyed;
    std::memset(out, 0, 3 * sizeof(double));
    const Object* source = nullptr;
    const char* member = nullptr;
    if (o->cls->is_child_of(E().find_class("Pawn")))
        if ((source = movement_component(o))) member = "Velocity";
    if (!source) {
        if (const Property* root = o->member("RootComponent"))
            source = E().object(UObjectHandle{*reinterpret_cast<void* const*>(o->value_ptr(*root))});
        member = "ComponentVelocity";
    }
    if (source)
        if (const Property* p = source->member(member); p && p->size == 3 * sizeof(double))
            std::memcpy(out, source->value_ptr(*p), 3 * sizeof(double));
    return RustealError_Ok;
}

std::uint32_t stop_movement_immediately(void* component) {
    Object* o = E().object(UObjectHandle{component});
    if (!o) return RustealError_ObjectDestroyed;
    if (const Property* p = o->member("Velocity"); p && p->size == 3 * sizeof(double)) std::memset(o->value_ptr(*p), 0, p->size);
    return RustealError_Ok;
}

std::uint32_t set_active(void* component, bool active, bool) {
    Object* o = E().object(UObjectHandle{component});
    if (!o) return RustealError_ObjectDestroyed;
    E().actor_states().actor(o).active = active;
    return RustealError_Ok;
}

std::uint32_t set_auto_activate(void* component, bool auto_activate) {
    Object* o = E().object(UObjectHandle{component});
    if (!o) return RustealError_ObjectDestroyed;
    o->write<bool>("bAutoActivate", auto_activate);
    // A class default object's component is not registered yet: its instances start so.
    for (const Object* outer = o->outer; outer; outer = outer->outer)
        if (outer->is_cdo) E().actor_states().actor(o).active = auto_activate;
    return RustealError_Ok;
}

std::uint32_t activate(void* component, bool reset) { return set_active(component, true, reset); }

std::uint32_t deactivate(void* component) { return set_active(component, false, false); }

std::uint32_t is_active(void* component, bool* out) {
    Object* o = E().object(UObjectHandle{component});
    if (!o) return RustealError_ObjectDestroyed;
    *out = E().actor_states().actor(o).active;
    return RustealError_Ok;
}

namespace {

Object* owning_player(const Object* widget) {
    const Class* player = E().find_class("PlayerController");
    const Class* widget_class = E().find_class("Widget");
    for (Object* o = widget->outer; o && player && widget_class; o = o->outer) {
        if (o->cls->is_child_of(player)) return o->alive ? o : nullptr;
        if (!o->cls->is_child_of(widget_class)) break;
    }
    return nullptr;
}

// The widget goes on screen: its Slate widget is built, and NativeConstruct calls Construct.
void show(Object* widget, ActorState& s) {
    s.on_screen = true;
    E().fire_event(widget, "Construct", [](EventParams&) {});
}

} // namespace

std::uint32_t add_to_viewport(void* widget, std::int32_t) {
    Object* o = E().object(UObjectHandle{widget});
    if (!o) return RustealError_ObjectDestroyed;
    ActorState& s = E().actor_states().actor(o);
    if (s.on_screen) E().log_line(1, "LogUMG: Warning: " + o->name + " has already been added to the screen.");
    else show(o, s);
    return RustealError_Ok;
}

std::uint32_t add_to_player_screen(void* widget, std::int32_t, bool* out) {
    Object* o = E().object(UObjectHandle{widget});
    if (!o) return RustealError_ObjectDestroyed;
    ActorState& s = E().actor_states().actor(o);
    const bool owned = owning_player(o) != nullptr;
    if (!owned) E().log_line(2, "LogUMG: Error: AddToPlayerScreen Failed.  No Owning Player! (" + o->name + ")");
    else if (s.on_screen) E().log_line(1, "LogUMG: Warning: " + o->name + " has already been added to the screen.");
    *out = owned && !s.on_screen;
    if (*out) show(o, s);
    return RustealError_Ok;
}

std::uint32_t get_owning_player(void* widget, void** out) {
    Object* o = E().object(UObjectHandle{widget});
    if (!o) return RustealError_ObjectDestroyed;
    *out = owning_player(o);
    return RustealError_Ok;
}

} // namespace rusteal::headless::gameplay
