#pragma once
// The engine functions of components and subsystems the host models, beside the actor ones in
// engine_functions.cpp (which lists every modelled function in its table). Each has the C
// signature of the generated wrapper of its function: the object first, inputs by value (class
// arguments as the class), outputs through pointers; it returns an ERustealErrorCode.
#include <cstdint>

namespace rusteal::headless {
struct Class;
struct Object;
} // namespace rusteal::headless

namespace rusteal::headless::gameplay {

// The live object of exactly `cls` that `outer` owns, made (and constructed) when there is none:
// a subsystem of its collection, as the engine keeps one of each class.
Object* one_owned_by(Object* outer, Class* cls);

// The first live component `owner` owns (a default subobject or one added) of `cls` or a
// subclass of it, as FindComponentByClass finds it; null for none.
Object* component_of(const Object* owner, const Class* cls);
// A pawn's movement component (its first PawnMovementComponent default subobject), or null.
Object* movement_component(const Object* pawn);

// UActorComponent::GetOwner: the actor the component is in (its nearest outer that is an actor),
// or null.
std::uint32_t get_owner(void* component, void** out);

// AActor::GetTransform: the actor's world transform (its place composed through attach parents,
// its own scale).
std::uint32_t get_transform(void* actor, std::uint8_t* out);

// AActor::GetComponentByClass: the actor's first component (a default subobject or one added)
// of the class or a subclass of it; null for none or a null class.
std::uint32_t get_component_by_class(void* actor, void* component_class, void** out);

// AActor::AddComponentByClass: a new component of the class, owned by the actor and constructed;
// null for a null or abstract class, or one that is not an actor component. The host does not
// register components with a scene, so the transform, manual attachment and deferred finish are
// not used, and the component does not begin play.
std::uint32_t add_component_by_class(void* actor, void* component_class, bool manual_attachment, const std::uint8_t* relative_transform,
                                     bool deferred_finish, void** out);

// USubsystemBlueprintLibrary::GetWorldSubsystem: the world's subsystem of exactly that class.
// Unreal makes every world subsystem when the world starts; the host makes one when it is first
// asked for, owned by the world, and gives the same one after. Null for a null class, an abstract
// one or one that is not a world subsystem.
std::uint32_t get_world_subsystem(void* context, void* subsystem_class, void** out);

// AActor::GetVelocity as APawn overrides it: a pawn's is its movement component's Velocity (the
// first component that is a PawnMovementComponent); another actor's is its root component's
// ComponentVelocity when the class has one; else zero. Nothing simulates physics in the host.
std::uint32_t get_velocity(void* actor, std::uint8_t* out);

// UMovementComponent::StopMovementImmediately: Velocity becomes zero.
std::uint32_t stop_movement_immediately(void* component);

// UActorComponent::Activate, Deactivate, SetActive and IsActive: whether the component is active
// (every component starts active; a deactivated projectile or character movement does not move
// its actor).
std::uint32_t activate(void* component, bool reset);
std::uint32_t deactivate(void* component);
std::uint32_t set_active(void* component, bool active, bool reset);
// UActorComponent::SetAutoActivate: bAutoActivate; on a class default object's component (not
// registered yet) also whether its instances start active.
std::uint32_t set_auto_activate(void* component, bool auto_activate);
std::uint32_t is_active(void* component, bool* out);

// UUserWidget::AddToViewport: the widget is on screen (once). AddToPlayerScreen: the same for the
// widget's owning player, false when it has none or is on screen already, as Unreal reports. A
// widget that goes on screen hears Construct, as UUserWidget::NativeConstruct calls it when its
// Slate widget is built.
std::uint32_t add_to_viewport(void* widget, std::int32_t z_order);
std::uint32_t add_to_player_screen(void* widget, std::int32_t z_order, bool* out);
// UWidget::GetOwningPlayer: the player controller the widget was made with as its owner, or that
// of the widget it was made with (CreateWidget with a widget passes its player on); else null.
std::uint32_t get_owning_player(void* widget, void** out);

} // namespace rusteal::headless::gameplay
