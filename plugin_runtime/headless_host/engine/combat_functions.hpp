#pragma once
// What the host models of damage, noise, explosions' overlaps and a dead character's
// shutdown, and Kismet's class and random vector functions:
// - UGameplayStatics::ApplyDamage: a live actor and a damage that is not zero: AActor::TakeDamage
//   with a plain damage event of the class given (UDamageType when null): ReceiveAnyDamage and
//   OnTakeAnyDamage with the damage type's default object, the instigating controller and the
//   causer (HeadlessEngine::apply_damage); the damage, else 0;
// - AActor::MakeNoise: with a noise instigator (the one given, else the actor's instigator), a
//   line in the host's log, `LogHost: noise by <pawn> at {X=.., Y=.., Z=..}, loudness L, range R,
//   tag T` (the actor's location when the one given is zero), where Unreal tells the pawn's noise
//   emitter and AI hearing; nothing without one;
// - UPrimitiveComponent::IgnoreActorWhenMoving: the component's body keeps the actors it ignores
//   while it moves; a scripted `hit` of an actor whose root component ignores the other is no hit
//   (impulses and masses are physics_functions.hpp's);
// - UKismetSystemLibrary::SphereOverlapComponents: the primitive components of live actors, not
//   ignored, of the class filter (if any), whose actor's collision is on, whose body queries and
//   whose object type is one of those asked for (ObjectTypeQuery1..6: WorldStatic, WorldDynamic,
//   Pawn, PhysicsBody, Vehicle, Destructible), within the radius: the distance from the centre to
//   the component's location, less its shape's size (a sphere's radius, a capsule's half height, a
//   box's half diagonal), is at most the radius; in spawn order; true when there are any;
//   SphereOverlapActors: the actors (of the class filter, if any) with such a component, each once;
// - UCharacterMovementComponent::DisableMovement: the movement mode None (with the character's
//   OnMovementModeChanged);
// - APawn::AddControllerPitchInput / AddControllerYawInput: a value that is not zero turns a local
//   player controller's control rotation at once (Unreal adds it to the rotation input the
//   controller applies on its next tick, through its camera manager's view limits);
// - UStaticMeshComponent::SetStaticMesh: the mesh kept (StaticMesh is not reflected here); false
//   when it was that mesh already;
// - UGameplayStatics::GetObjectClass, UKismetMathLibrary::ClassIsChildOf (false for a null class),
//   RandomUnitVector and RandomUnitVectorInConeInRadians / InDegrees (uniform on the sphere, or in
//   the cone about its direction; from the host's random stream).
//
// Each function has the C signature of its generated wrapper (engine_functions.hpp says how).
#include "api/modelled_function.hpp"
#include "core/object_model.hpp"

#include <vector>

namespace rusteal::headless::combat {

// Whether the component's body ignores the actor while it moves (IgnoreActorWhenMoving).
bool ignores_when_moving(const Object* component, const Object* actor);

const std::vector<ModelledFunction>& functions();

} // namespace rusteal::headless::combat
