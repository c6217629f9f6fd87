// Scene components' places and run-time attachment in the headless host (component_functions.hpp).
#include "engine/component_functions.hpp"

#include "core/headless_engine.hpp"
#include "engine/hit_result.hpp"
#include "api/world_api.hpp"

#include <cstring>

namespace rusteal::headless::components {

namespace {

using Code = std::uint32_t;

Object* live(void* obj) { return E().object(UObjectHandle{obj}); }
ActorState& state(const Object* o) { return E().actor_states().actor(o); }

// The actor's root component: its RootComponent property, else the first scene component made in
// it that its class attaches to nothing (the engine class's, then the Rust class's, in order).
const Object* root_of(const Object* actor) {
    Object* root = nullptr;
    if (actor->read("RootComponent", root) && root) return root;
    for (const auto& o : E().objects())
        if (o->alive && o->outer == actor && o->attach_parent.empty() && is_a(o.get(), "SceneComponent")) return o.get();
    return nullptr;
}

// The component its class attaches it to: a subobject of its owner by name, or the owner's
// object property of that name.
const Object* class_parent(const Object* c) {
    const Object* owner = c->outer;
    if (!owner || c->attach_parent.empty()) return nullptr;
    if (auto it = owner->subobjects.find(c->attach_parent); it != owner->subobjects.end()) return it->second;
    Object* by_property = nullptr;
    return owner->read(c->attach_parent, by_property) ? by_property : nullptr;
}

// Its parent now: the run-time attachment, else its class's, else the owner's root (for any
// other scene component); null for the root.
const Object* parent_of(const Object* c) {
    if (const Object* p = state(c).attach_parent) return p;
    if (const Object* p = class_parent(c)) return p;
    const Object* owner = c->outer;
    const Object* root = owner ? root_of(owner) : nullptr;
    return root == c ? nullptr : root;
}

void write3(std::uint8_t* out, const double (&v)[3]) { std::memcpy(out, v, sizeof v); }

template <int Axis>
Code axis(void* obj, std::uint8_t* out) {
    Object* o = live(obj);
    if (!o) return RustealError_ObjectDestroyed;
    double loc[3], rot[3], v[3][3];
    world_place(o, loc, rot);
    rotation_axes(rot, v[0], v[1], v[2]);
    write3(out, v[Axis]);
    return RustealError_Ok;
}

// The world location (false) or rotation (true).
template <bool Rotation>
Code get_place(void* obj, std::uint8_t* out) {
    Object* o = live(obj);
    if (!o) return RustealError_ObjectDestroyed;
    double loc[3], rot[3];
    world_place(o, loc, rot);
    write3(out, Rotation ? rot : loc);
    return RustealError_Ok;
}

Code get_socket_location(void* obj, std::uint64_t /*socket: not modelled*/, std::uint8_t* out) { return get_place<false>(obj, out); }

// EAttachmentRule: 0 KeepRelative, 1 KeepWorld, 2 SnapToTarget.
Code attach_to_component(void* obj, void* parent, std::uint64_t socket, std::uint8_t location_rule, std::uint8_t rotation_rule,
                         std::uint8_t /*scale_rule*/, bool /*weld*/, bool* out) {
    *out = false;
    Object* o = live(obj);
    if (!o) return RustealError_ObjectDestroyed;
    Object* p = parent ? live(parent) : nullptr;
    if (!p || p == o || !is_a(p, "SceneComponent")) return RustealError_Ok;
    for (const Object* a = p; a; a = parent_of(a))
        if (a == o) return RustealError_Ok; // would attach it below itself, as Unreal refuses
    double wloc[3], wrot[3], ploc[3], prot[3];
    world_place(o, wloc, wrot);
    world_place(p, ploc, prot);
    attach_with_rules(state(o), p, socket, wloc, wrot, ploc, prot, location_rule, rotation_rule);
    *out = true;
    return RustealError_Ok;
}

} // namespace

void world_place(const Object* c, double (&location)[3], double (&rotation)[3]) {
    if (!is_a(c, "SceneComponent")) {
        // An actor (a run-time parent may be one), or a component with no place: its owner's.
        const Object* actor = is_a(c, "Actor") ? c : c->outer;
        E().actor_states().world_transform(actor, location, rotation);
        return;
    }
    const Object* parent = parent_of(c);
    if (!parent) {
        E().actor_states().world_transform(c->outer, location, rotation);
        return;
    }
    double ploc[3], prot[3];
    world_place(parent, ploc, prot);
    const ActorState& s = state(c);
    compose(ploc, prot, s.location, s.rotation, false, location, rotation);
    // A camera that uses the pawn's control rotation is turned to it (UCameraComponent::GetCameraView
    // does so every frame).
    Object* controller = nullptr;
    if (is_a(c, "CameraComponent") && c->value_or<bool>("bUsePawnControlRotation") && c->outer && c->outer->read("Controller", controller) &&
        controller && controller->alive)
        std::memcpy(rotation, state(controller).control_rotation, sizeof rotation);
}

namespace {

// USceneComponent::SetHiddenInGame: bHiddenInGame, and with bPropagateToChildren the components
// attached below it too.
void hide(Object* c, bool hidden, bool children) {
    c->write<bool>("bHiddenInGame", hidden);
    if (!children) return;
    for (const auto& o : E().objects())
        if (o->alive && o.get() != c && is_a(o.get(), "SceneComponent") && parent_of(o.get()) == c) hide(o.get(), hidden, true);
}

// USceneComponent::K2_GetComponentToWorld: its world place, as world_place composes it, with its
// own scale.
Code get_component_to_world(void* obj, std::uint8_t* out) {
    Object* o = live(obj);
    if (!o) return RustealError_ObjectDestroyed;
    double location[3], rotation[3];
    world_place(o, location, rotation);
    transform_to_memory(location, rotation, state(o).scale, out);
    return RustealError_Ok;
}

Code set_hidden_in_game(void* obj, bool hidden, bool children) {
    Object* o = live(obj);
    if (!o) return RustealError_ObjectDestroyed;
    hide(o, hidden, children);
    return RustealError_Ok;
}

// A widget component's user widget: the one SetWidget gave it, else, once, one of its WidgetClass
// (UWidgetComponent::InitWidget, which Unreal runs when the component begins play, before its
// actor's BeginPlay; here when first asked for).
Object* widget_of(Object* c) {
    ActorState& s = state(c);
    if (!s.widget_made) {
        s.widget_made = true;
        Class* cls = nullptr;
        const Class* user_widget = E().find_class("UserWidget");
        if (c->read("WidgetClass", cls) && cls && user_widget && cls->is_child_of(user_widget) && cls != user_widget)
            s.widget = E().new_object_in(E().world(), cls); // CreateWidget(GetWorld(), WidgetClass)
    }
    return s.widget && E().object(UObjectHandle{s.widget}) ? s.widget : nullptr;
}

Code get_widget(void* obj, void** out) {
    *out = nullptr;
    Object* o = live(obj);
    if (!o) return RustealError_ObjectDestroyed;
    *out = widget_of(o);
    return RustealError_Ok;
}

Code set_widget(void* obj, void* widget) {
    Object* o = live(obj);
    if (!o) return RustealError_ObjectDestroyed;
    ActorState& s = state(o);
    s.widget_made = true;
    s.widget = widget ? live(widget) : nullptr;
    return RustealError_Ok;
}

} // namespace

// AActor::K2_AddActorWorldOffset: the actor moves by the offset (nothing collides, so a sweep never
// stops it and the hit stays as the caller made it); an attached actor's relative place takes it.
Code add_actor_world_offset(void* obj, const std::uint8_t* delta, bool, std::uint8_t*, bool) {
    Object* o = live(obj);
    if (!o) return RustealError_ObjectDestroyed;
    ActorState& s = E().actor_states().actor(o);
    double d[3];
    std::memcpy(d, delta, sizeof d);
    for (int i = 0; i < 3; ++i) s.location[i] += d[i];
    return RustealError_Ok;
}

// AActor::K2_SetActorTransform: the actor's world location and rotation (an attached actor's
// relative ones; the scale stays out of the host's places); nothing collides, so it succeeds.
Code set_actor_transform(void* obj, const std::uint8_t* transform, bool, std::uint8_t*, bool, bool* out) {
    *out = false;
    Object* o = live(obj);
    if (!o) return RustealError_ObjectDestroyed;
    SpawnSetup at;
    transform_from_memory(transform, at);
    place(state(o), at.location, at.rotation);
    *out = true;
    return RustealError_Ok;
}

// USceneComponent::K2_AddLocalRotation: the turn applied in the component's own frame, after its
// relative rotation (FQuat composition); nothing collides.
Code add_local_rotation(void* obj, const std::uint8_t* delta, bool, std::uint8_t*, bool) {
    Object* o = live(obj);
    if (!o) return RustealError_ObjectDestroyed;
    ActorState& s = state(o);
    double turn[3], zero[3] = {0, 0, 0}, location[3], rotation[3];
    std::memcpy(turn, delta, sizeof turn);
    compose(zero, s.rotation, zero, turn, false, location, rotation);
    std::memcpy(s.rotation, rotation, sizeof s.rotation);
    return RustealError_Ok;
}

const std::vector<ModelledFunction>& functions() {
    static const std::vector<ModelledFunction> table = {
        {"ACTOR_K2_ADD_ACTOR_WORLD_OFFSET", "Actor.K2_AddActorWorldOffset", function_entry(&add_actor_world_offset)},
        {"ACTOR_K2_SET_ACTOR_TRANSFORM", "Actor.K2_SetActorTransform", function_entry(&set_actor_transform)},
        {"SCENE_COMPONENT_K2_ADD_LOCAL_ROTATION", "SceneComponent.K2_AddLocalRotation", function_entry(&add_local_rotation)},
        {"SCENE_COMPONENT_K2_GET_COMPONENT_LOCATION", "SceneComponent.K2_GetComponentLocation", function_entry(&get_place<false>)},
        {"SCENE_COMPONENT_K2_GET_COMPONENT_ROTATION", "SceneComponent.K2_GetComponentRotation", function_entry(&get_place<true>)},
        {"SCENE_COMPONENT_GET_FORWARD_VECTOR", "SceneComponent.GetForwardVector", function_entry(&axis<0>)},
        {"SCENE_COMPONENT_GET_RIGHT_VECTOR", "SceneComponent.GetRightVector", function_entry(&axis<1>)},
        {"SCENE_COMPONENT_GET_UP_VECTOR", "SceneComponent.GetUpVector", function_entry(&axis<2>)},
        {"SCENE_COMPONENT_GET_SOCKET_LOCATION", "SceneComponent.GetSocketLocation", function_entry(&get_socket_location)},
        {"SCENE_COMPONENT_K2_ATTACH_TO_COMPONENT", "SceneComponent.K2_AttachToComponent", function_entry(&attach_to_component)},
        {"SCENE_COMPONENT_SET_HIDDEN_IN_GAME", "SceneComponent.SetHiddenInGame", function_entry(&set_hidden_in_game)},
        {"SCENE_COMPONENT_K2_GET_COMPONENT_TO_WORLD", "SceneComponent.K2_GetComponentToWorld", function_entry(&get_component_to_world)},
        {"WIDGET_COMPONENT_GET_USER_WIDGET_OBJECT", "WidgetComponent.GetUserWidgetObject", function_entry(&get_widget)},
        {"WIDGET_COMPONENT_GET_WIDGET", "WidgetComponent.GetWidget", function_entry(&get_widget)},
        {"WIDGET_COMPONENT_SET_WIDGET", "WidgetComponent.SetWidget", function_entry(&set_widget)},
    };
    return table;
}

} // namespace rusteal::headless::components
