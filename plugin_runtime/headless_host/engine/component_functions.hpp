#pragma once
// Where a scene component is, and its attachment at run time, as the host models them.
//
// A component's place is its owner actor's for the actor's root component (RootComponent, or the
// first scene component attached to nothing), and otherwise its relative place (K2_SetRelative*)
// composed with the place of the component it is attached to: the one its class names when it is
// made (a subobject of the actor, by name or by the actor's property), or the one
// K2_AttachToComponent attached it to, in this actor or another. Sockets are not modelled: a
// component attached at a socket is at its parent's origin plus its relative place, and
// GetSocketLocation is the component's own location. Scale is not composed. A camera component
// with bUsePawnControlRotation, on a pawn with a controller, is turned to the controller's control
// rotation (Unreal turns it so every frame).
//
// K2_GetComponentLocation, K2_GetComponentRotation, K2_GetComponentToWorld, GetForwardVector,
// GetRightVector, GetUpVector and GetSocketLocation read it; K2_AttachToComponent attaches a component to another
// with Unreal's attachment rules (EAttachmentRule: KeepRelative keeps the relative place,
// KeepWorld turns the world place into one relative to the new parent, SnapToTarget zeroes it),
// refusing (false) a parent that is itself, its own child, or not a scene component.
// AActor::K2_AddActorWorldOffset moves an actor by the offset (an attached one's relative place),
// K2_SetActorTransform places it (its scale aside); USceneComponent::K2_AddLocalRotation turns a
// component in its own frame.
// SetHiddenInGame sets bHiddenInGame, and with bPropagateToChildren that of the components below.
//
// A widget component's user widget (GetUserWidgetObject, GetWidget) is the one SetWidget gave it,
// else one of its WidgetClass, made once when first asked for (Unreal's InitWidget makes it when
// the component begins play, before its actor's BeginPlay runs); null without a class.
//
// Each function has the C signature of its generated wrapper (engine_functions.hpp says how).
#include "api/modelled_function.hpp"
#include "core/object_model.hpp"

#include <vector>

namespace rusteal::headless::components {

// The component's world location and rotation (pitch, yaw, roll in degrees).
void world_place(const Object* component, double (&location)[3], double (&rotation)[3]);

const std::vector<ModelledFunction>& functions();

} // namespace rusteal::headless::components
