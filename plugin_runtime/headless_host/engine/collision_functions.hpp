#pragma once
// The collision and physics functions of primitive components the host models, and the rules its
// overlaps and hits follow.
//
// Each primitive component has a body (object_model.hpp's Body): whether queries and physics see
// it (ECollisionEnabled), its object type (ECollisionChannel) and its response (ignore, overlap,
// block) to each of the 64 channels, as Unreal's FBodyInstance holds them. A body starts from
// its class's profile in Unreal's default collision profiles (BaseEngine.ini): a static mesh
// component is BlockAll (WorldStatic), a shape component BlockAllDynamic (WorldDynamic), another
// primitive component FBodyInstance's defaults (WorldStatic, blocking everything); a character's
// capsule is Pawn (blocking everything but Visibility) and its mesh CharacterMesh (queries only,
// ignoring pawns and vehicles, and generating no overlap events), as ACharacter's constructor sets
// them. The Set/GetCollision* functions change and read it; SetActorEnableCollision turns a whole
// actor's collision off and on.
//
// Two actors overlap (the script's `overlap`) where a component of each, both generating overlap
// events and both seen by queries, respond to the other's object type with at least an overlap
// and not both with a block (UE's rule: the lesser response wins): each such pair's
// OnComponentBeginOverlap (both ways), then each actor's ReceiveActorBeginOverlap and
// OnActorBeginOverlap, once. Actors with no primitive component overlap as wholes (the actor
// events only). An actor whose collision is off overlaps nothing.
//
// A hit (the script's `hit <actor> <other>`: the actor ran into the other) is Unreal's
// DispatchBlockingHit between their root components: the actor's ReceiveHit, OnActorHit and its
// component's OnComponentHit (bSelfMoved), then the other's with the hit turned round.
//
// A body simulating physics (SetSimulatePhysics) keeps a velocity that AddImpulse adds to: the
// impulse with bVelChange, else the impulse over the body's mass, which a scene gives it (`physics
// <component> mass <kg>`; a body with none is refused, naming the verb); nothing moves it (no
// physics simulation).
//
// Traces (LineTraceSingle, LineTraceSingleForObjects, SphereTraceSingleForObjects, and
// SphereTraceSingle in movement_functions.cpp) hit what the script's `sweep` says: a surface, or
// an actor's root component (the object traces hit only an actor, and only when its object type is
// one they look for; a trace by channel hits it when its response to the channel blocks).
// SphereTraceMultiForObjects is geometric instead, as SphereOverlapComponents is (combat_functions.hpp):
// each primitive component of a live actor whose collision is on, not ignored (nor, with
// bIgnoreSelf, the context's actor), whose body queries and whose object type is one asked for, is
// a sphere of its shape's size about its place; the swept sphere hits it where the segment passes
// within the two radii, the impact on its sphere facing the segment's nearest point (the normal
// from its centre to that point); the hits come in order along the sweep.
//
// Each function has the C signature of its generated wrapper (engine_functions.hpp says how).
#include "api/modelled_function.hpp"
#include "core/object_model.hpp"

#include <string>
#include <vector>

namespace rusteal::headless::collision {

// ECollisionResponse's values.
constexpr std::uint8_t ignore = 0, overlap = 1, block = 2;

// The component's body, made from its profile when first asked for.
Body& body_of(Object* component);
// The actor's primitive components (its own and those attached to them), root first.
std::vector<Object*> primitives_of(const Object* actor);
// The first of them (the root when it is one): what a hit or a trace meets; null for none.
Object* root_primitive(const Object* actor);
// The component pairs (one of each actor) that overlap by the rules above; `wholes` is set when
// neither actor has a primitive component.
std::vector<std::pair<Object*, Object*>> overlapping_pairs(const Object* a, const Object* b, bool& wholes);
// The object type queries of a caller's temporary array argument (its base and property), as
// collision channels: the inverse of the default profile's ConvertToObjectType (world_api.cpp).
std::vector<std::uint8_t> channels_of(void* types_base, void* types_prop);
// UPrimitiveComponent::SetCollisionProfileName: the body takes the settings of one of Unreal's
// default profiles (NoCollision, BlockAll, OverlapAll, BlockAllDynamic, OverlapAllDynamic,
// IgnoreOnlyPawn, OverlapOnlyPawn, Pawn, Spectator, CharacterMesh, PhysicsActor, Destructible,
// InvisibleWall, InvisibleWallDynamic, Trigger, Ragdoll, Vehicle, UI); false for another name (a
// project's own profile, which the host does not know: the body keeps its settings).
bool apply_profile(Body& body, std::string_view profile);
// The objects of a caller's temporary array argument of objects (its base and property).
std::vector<Object*> objects_of(void* base, void* prop);
// The size of a component's shape about its location, as the host's overlap queries take it: a
// sphere's radius, a capsule's half height, a box's half diagonal, 0 for other shapes.
double shape_size(const Object* component);
// The component's response to a channel, as text ("Ignore", "Overlap", "Block"), for the script.
std::string response_text(Object* component, int channel);

const std::vector<ModelledFunction>& functions();

} // namespace rusteal::headless::collision
