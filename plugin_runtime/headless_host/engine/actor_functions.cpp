// The engine functions of actors' and components' own state (places, attachment, owner,
// hiding, ticking, the members of lights, cameras and primitives a setter writes) and the table
// rows of the areas whose implementations have none of their own (timers, game, gameplay,
// players' Kismet helpers): one of the modelled engine's tables (registry.cpp gathers them).
#include "engine/actor_functions.hpp"

#include "engine/collision_functions.hpp"
#include "engine/game_functions.hpp"
#include "engine/gameplay_functions.hpp"
#include "core/headless_engine.hpp"
#include "engine/timer_functions.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <numbers>

namespace rusteal::headless {

namespace {

// Each implementation has the C signature of the generated wrapper of its function
// (generators/cpp_wrapper_emitter.cpp): the object first, inputs by value (structs as bytes),
// outputs through pointers; it returns an ERustealErrorCode.
using Code = std::uint32_t;


// The actor behind a wrapper's object argument; null when it is not a live object.
Object* live(void* obj) { return E().object(UObjectHandle{obj}); }
ActorState& state(Object* o) { return E().actor_states().actor(o); }

void read3(const std::uint8_t* in, double (&v)[3]) { std::memcpy(v, in, sizeof v); }
void write3(std::uint8_t* out, const double (&v)[3]) { std::memcpy(out, v, sizeof v); }

// Runs `f` on the state of the live actor behind a wrapper's object argument.
template <class F>
Code on_actor(void* obj, F&& f) {
    Object* o = live(obj);
    if (!o) return RustealError_ObjectDestroyed;
    f(o, state(o));
    return RustealError_Ok;
}

template <int Axis>
Code actor_axis(void* obj, std::uint8_t* out) {
    return on_actor(obj, [&](Object*, ActorState& s) {
        double v[3][3];
        rotation_axes(s.rotation, v[0], v[1], v[2]);
        write3(out, v[Axis]);
    });
}

Code get_actor_location(void* obj, std::uint8_t* out) {
    return on_actor(obj, [&](Object* o, ActorState&) {
        double loc[3], rot[3];
        E().actor_states().world_transform(o, loc, rot);
        write3(out, loc);
    });
}

Code get_actor_rotation(void* obj, std::uint8_t* out) {
    return on_actor(obj, [&](Object* o, ActorState&) {
        double loc[3], rot[3];
        E().actor_states().world_transform(o, loc, rot);
        write3(out, rot);
    });
}

Code set_actor_rotation(void* obj, const std::uint8_t* rotation, bool /*teleport_physics*/, bool* out) {
    return on_actor(obj, [&](Object* o, ActorState& s) {
        double loc[3], rot[3];
        E().actor_states().world_transform(o, loc, rot);
        read3(rotation, rot);
        place(s, loc, rot);
        if (out) *out = true;
    });
}

Code teleport_to(void* obj, const std::uint8_t* location, const std::uint8_t* rotation, bool* out) {
    return on_actor(obj, [&](Object*, ActorState& s) {
        double loc[3], rot[3];
        read3(location, loc);
        read3(rotation, rot);
        place(s, loc, rot);
        if (out) *out = true; // nothing collides in the headless host
    });
}

// EAttachmentRule: 0 KeepRelative, 1 KeepWorld, 2 SnapToTarget (location and rotation; the host
// keeps scale out of the hierarchy).
Code attach_to_actor(void* obj, void* parent, std::uint64_t socket, std::uint8_t location_rule, std::uint8_t rotation_rule,
                     std::uint8_t /*scale_rule*/, bool /*weld*/, bool* out) {
    Object* p = parent ? live(parent) : nullptr;
    return on_actor(obj, [&](Object* o, ActorState& s) {
        *out = false;
        if (!p || p == o || !p->cls->is_child_of(E().find_class("Actor"))) return;
        for (Object* a = p; a; a = state(a).attach_parent)
            if (a == o) return; // would attach it below itself, as Unreal refuses
        double wloc[3], wrot[3], ploc[3], prot[3];
        E().actor_states().world_transform(o, wloc, wrot);
        E().actor_states().world_transform(p, ploc, prot);
        attach_with_rules(s, p, socket, wloc, wrot, ploc, prot, location_rule, rotation_rule);
        *out = true;
    });
}

// EDetachmentRule: 0 KeepRelative (the relative values become the world ones), 1 KeepWorld.
Code detach_from_actor(void* obj, std::uint8_t location_rule, std::uint8_t rotation_rule, std::uint8_t /*scale_rule*/) {
    return on_actor(obj, [&](Object* o, ActorState& s) {
        if (!s.attach_parent) return;
        double wloc[3], wrot[3];
        E().actor_states().world_transform(o, wloc, wrot);
        if (location_rule == 1) std::memcpy(s.location, wloc, sizeof wloc);
        if (rotation_rule == 1) std::memcpy(s.rotation, wrot, sizeof wrot);
        s.attach_parent = nullptr;
        s.attach_socket = 0;
    });
}

Code get_attach_parent_actor(void* obj, void** out) {
    return on_actor(obj, [&](Object*, ActorState& s) { *out = s.attach_parent; });
}

Code get_attach_parent_socket_name(void* obj, std::uint64_t* out) {
    return on_actor(obj, [&](Object*, ActorState& s) { *out = s.attach_parent ? s.attach_socket : 0; });
}

Code get_actor_scale(void* obj, std::uint8_t* out) {
    return on_actor(obj, [&](Object*, ActorState& s) { write3(out, s.scale); });
}

Code set_actor_scale(void* obj, const std::uint8_t* scale) {
    return on_actor(obj, [&](Object*, ActorState& s) { read3(scale, s.scale); });
}

Code get_owner(void* obj, void** out) {
    return on_actor(obj, [&](Object*, ActorState& s) { *out = s.owner && s.owner->alive ? s.owner : nullptr; });
}

Code set_owner(void* obj, void* owner) {
    return on_actor(obj, [&](Object*, ActorState& s) { s.owner = owner ? live(owner) : nullptr; });
}

Code get_instigator(void* obj, void** out) {
    return on_actor(obj, [&](Object*, ActorState& s) {
        *out = s.instigator && s.instigator->alive ? s.instigator : nullptr;
    });
}

Code set_hidden_in_game(void* obj, bool hidden) {
    return on_actor(obj, [&](Object*, ActorState& s) { s.hidden = hidden; });
}

Code set_tick_enabled(void* obj, bool enabled) {
    return on_actor(obj, [&](Object*, ActorState& s) { s.tick_enabled = enabled; });
}

Code set_tick_interval(void* obj, float interval) {
    return on_actor(obj, [&](Object*, ActorState& s) { s.tick_interval = interval; });
}

Code get_tick_interval(void* obj, float* out) {
    return on_actor(obj, [&](Object*, ActorState& s) { *out = s.tick_interval; });
}

Code destroy_actor(void* obj) {
    // The object goes once the script command has returned: its own Rust code may be running
    // (Unreal, too, frees an actor's memory only later, at garbage collection).
    return on_actor(obj, [&](Object* o, ActorState&) { E().destroy_after_call(o); });
}

// UCapsuleComponent::SetCapsuleSize: the radius at least zero, the half height at least the
// radius, as the engine clamps them.
Code capsule_set_size(void* obj, float radius, float half_height, bool) {
    Object* o = live(obj);
    if (!o) return RustealError_ObjectDestroyed;
    radius = std::max(0.0f, radius);
    o->write<float>("CapsuleRadius", radius);
    o->write<float>("CapsuleHalfHeight", std::max(radius, half_height));
    return RustealError_Ok;
}

// Setters Unreal gives a reflected property (SetOnlyOwnerSee writes bOnlyOwnerSee, ...): the
// property is written, as the engine's own setter does (the render state it also marks dirty
// is not the host's).
constexpr char kOnlyOwnerSee[] = "bOnlyOwnerSee";
constexpr char kOwnerNoSee[] = "bOwnerNoSee";
constexpr char kFirstPersonPrimitiveType[] = "FirstPersonPrimitiveType";
constexpr char kEnableFirstPersonFieldOfView[] = "bEnableFirstPersonFieldOfView";
constexpr char kEnableFirstPersonScale[] = "bEnableFirstPersonScale";
constexpr char kFirstPersonFieldOfView[] = "FirstPersonFieldOfView";
constexpr char kFirstPersonScale[] = "FirstPersonScale";
constexpr char kIntensity[] = "Intensity";
constexpr char kIndirectLightingIntensity[] = "IndirectLightingIntensity";
constexpr char kVolumetricScatteringIntensity[] = "VolumetricScatteringIntensity";
constexpr char kTemperature[] = "Temperature";
constexpr char kIntensityUnits[] = "IntensityUnits";
constexpr char kAttenuationRadius[] = "AttenuationRadius";
constexpr char kInverseExposureBlend[] = "InverseExposureBlend";
constexpr char kLightFalloffExponent[] = "LightFalloffExponent";
constexpr char kSourceRadius[] = "SourceRadius";
constexpr char kSoftSourceRadius[] = "SoftSourceRadius";
constexpr char kSourceLength[] = "SourceLength";
constexpr char kInnerConeAngle[] = "InnerConeAngle";
constexpr char kOuterConeAngle[] = "OuterConeAngle";
constexpr char kConstrainToPlane[] = "bConstrainToPlane";

template <class T, const char* Member>
Code set_member(void* obj, T value) {
    Object* o = live(obj);
    if (!o) return RustealError_ObjectDestroyed;
    o->write<T>(Member, value);
    return RustealError_Ok;
}

// UPrimitiveComponent::SetCollisionProfileName / GetCollisionProfileName: the profile's name, and
// the body takes its settings when it is one of Unreal's default profiles (collision_functions.hpp).
Code set_collision_profile_name(void* obj, std::uint64_t name, bool /*update_overlaps*/) {
    return on_actor(obj, [&](Object* o, ActorState& s) {
        s.collision_profile = name;
        if (is_a(o, "PrimitiveComponent"))
            if (const auto text = E().name_text(name)) collision::apply_profile(collision::body_of(o), *text);
    });
}

Code get_collision_profile_name(void* obj, std::uint64_t* out) {
    return on_actor(obj, [&](Object*, ActorState& s) { *out = s.collision_profile; });
}

// USceneComponent::K2_SetRelativeLocationAndRotation and K2_SetRelativeLocation: the place
// relative to the attach parent. Nothing collides in the host, so a sweep never stops the move
// and the hit result stays as the caller made it (no blocking hit).
Code set_relative_location_and_rotation(void* obj, const std::uint8_t* location, const std::uint8_t* rotation, bool,
                                        std::uint8_t*, bool) {
    return on_actor(obj, [&](Object*, ActorState& s) {
        read3(location, s.location);
        read3(rotation, s.rotation);
    });
}

Code set_relative_location(void* obj, const std::uint8_t* location, bool, std::uint8_t*, bool) {
    return on_actor(obj, [&](Object*, ActorState& s) { read3(location, s.location); });
}

Code set_relative_rotation(void* obj, const std::uint8_t* rotation, bool, std::uint8_t*, bool) {
    return on_actor(obj, [&](Object*, ActorState& s) { read3(rotation, s.rotation); });
}

// USceneComponent::SetAbsolute: which of its place, turn and scale ignore its parent's (kept; the
// host composes transforms of attached actors only).
Code set_absolute(void* obj, bool location, bool rotation, bool scale) {
    return on_actor(obj, [&](Object*, ActorState& s) { s.absolute = {location, rotation, scale}; });
}

using Modelled = ModelledFunction;

template <class F>
const void* entry(F* f) {
    return function_entry(f);
}

const Modelled kModelled[] = {
    {"ACTOR_K2_GET_ACTOR_LOCATION", "Actor.K2_GetActorLocation", entry(&get_actor_location)},
    {"ACTOR_K2_GET_ACTOR_ROTATION", "Actor.K2_GetActorRotation", entry(&get_actor_rotation)},
    {"ACTOR_K2_SET_ACTOR_ROTATION", "Actor.K2_SetActorRotation", entry(&set_actor_rotation)},
    {"ACTOR_K2_TELEPORT_TO", "Actor.K2_TeleportTo", entry(&teleport_to)},
    {"ACTOR_GET_ACTOR_SCALE3_D", "Actor.GetActorScale3D", entry(&get_actor_scale)},
    {"ACTOR_SET_ACTOR_SCALE3_D", "Actor.SetActorScale3D", entry(&set_actor_scale)},
    {"ACTOR_GET_ACTOR_FORWARD_VECTOR", "Actor.GetActorForwardVector", entry(&actor_axis<0>)},
    {"ACTOR_GET_ACTOR_RIGHT_VECTOR", "Actor.GetActorRightVector", entry(&actor_axis<1>)},
    {"ACTOR_GET_ACTOR_UP_VECTOR", "Actor.GetActorUpVector", entry(&actor_axis<2>)},
    {"ACTOR_GET_OWNER", "Actor.GetOwner", entry(&get_owner)},
    {"ACTOR_SET_OWNER", "Actor.SetOwner", entry(&set_owner)},
    {"ACTOR_GET_INSTIGATOR", "Actor.GetInstigator", entry(&get_instigator)},
    {"ACTOR_SET_ACTOR_HIDDEN_IN_GAME", "Actor.SetActorHiddenInGame", entry(&set_hidden_in_game)},
    {"ACTOR_SET_ACTOR_TICK_ENABLED", "Actor.SetActorTickEnabled", entry(&set_tick_enabled)},
    {"ACTOR_SET_ACTOR_TICK_INTERVAL", "Actor.SetActorTickInterval", entry(&set_tick_interval)},
    {"ACTOR_GET_ACTOR_TICK_INTERVAL", "Actor.GetActorTickInterval", entry(&get_tick_interval)},
    {"ACTOR_K2_DESTROY_ACTOR", "Actor.K2_DestroyActor", entry(&destroy_actor)},
    {"ACTOR_K2_ATTACH_TO_ACTOR", "Actor.K2_AttachToActor", entry(&attach_to_actor)},
    {"ACTOR_K2_DETACH_FROM_ACTOR", "Actor.K2_DetachFromActor", entry(&detach_from_actor)},
    {"ACTOR_GET_ATTACH_PARENT_ACTOR", "Actor.GetAttachParentActor", entry(&get_attach_parent_actor)},
    {"ACTOR_GET_ATTACH_PARENT_SOCKET_NAME", "Actor.GetAttachParentSocketName", entry(&get_attach_parent_socket_name)},
    {"CAPSULE_COMPONENT_SET_CAPSULE_SIZE", "CapsuleComponent.SetCapsuleSize", entry(&capsule_set_size)},
    {"PRIMITIVE_COMPONENT_SET_ONLY_OWNER_SEE", "PrimitiveComponent.SetOnlyOwnerSee", entry(&set_member<bool, kOnlyOwnerSee>)},
    {"PRIMITIVE_COMPONENT_SET_OWNER_NO_SEE", "PrimitiveComponent.SetOwnerNoSee", entry(&set_member<bool, kOwnerNoSee>)},
    {"PRIMITIVE_COMPONENT_SET_FIRST_PERSON_PRIMITIVE_TYPE", "PrimitiveComponent.SetFirstPersonPrimitiveType",
     entry(&set_member<std::uint8_t, kFirstPersonPrimitiveType>)},
    {"PRIMITIVE_COMPONENT_SET_COLLISION_PROFILE_NAME", "PrimitiveComponent.SetCollisionProfileName", entry(&set_collision_profile_name)},
    {"PRIMITIVE_COMPONENT_GET_COLLISION_PROFILE_NAME", "PrimitiveComponent.GetCollisionProfileName", entry(&get_collision_profile_name)},
    {"CAMERA_COMPONENT_SET_ENABLE_FIRST_PERSON_FIELD_OF_VIEW", "CameraComponent.SetEnableFirstPersonFieldOfView",
     entry(&set_member<bool, kEnableFirstPersonFieldOfView>)},
    {"CAMERA_COMPONENT_SET_ENABLE_FIRST_PERSON_SCALE", "CameraComponent.SetEnableFirstPersonScale",
     entry(&set_member<bool, kEnableFirstPersonScale>)},
    {"CAMERA_COMPONENT_SET_FIRST_PERSON_FIELD_OF_VIEW", "CameraComponent.SetFirstPersonFieldOfView",
     entry(&set_member<float, kFirstPersonFieldOfView>)},
    {"CAMERA_COMPONENT_SET_FIRST_PERSON_SCALE", "CameraComponent.SetFirstPersonScale", entry(&set_member<float, kFirstPersonScale>)},
    {"SCENE_COMPONENT_K2_SET_RELATIVE_LOCATION_AND_ROTATION", "SceneComponent.K2_SetRelativeLocationAndRotation",
     entry(&set_relative_location_and_rotation)},
    {"SCENE_COMPONENT_K2_SET_RELATIVE_LOCATION", "SceneComponent.K2_SetRelativeLocation", entry(&set_relative_location)},
    {"SCENE_COMPONENT_K2_SET_RELATIVE_ROTATION", "SceneComponent.K2_SetRelativeRotation", entry(&set_relative_rotation)},
    {"SCENE_COMPONENT_SET_ABSOLUTE", "SceneComponent.SetAbsolute", entry(&set_absolute)},
    {"ACTOR_GET_COMPONENT_BY_CLASS", "Actor.GetComponentByClass", entry(&gameplay::get_component_by_class)},
    {"ACTOR_ADD_COMPONENT_BY_CLASS", "Actor.AddComponentByClass", entry(&gameplay::add_component_by_class)},
    {"SUBSYSTEM_BLUEPRINT_LIBRARY_GET_WORLD_SUBSYSTEM", "SubsystemBlueprintLibrary.GetWorldSubsystem",
     entry(&gameplay::get_world_subsystem)},
    {"LIGHT_COMPONENT_SET_INTENSITY", "LightComponent.SetIntensity", entry(&set_member<float, kIntensity>)},
    {"LIGHT_COMPONENT_SET_INDIRECT_LIGHTING_INTENSITY", "LightComponent.SetIndirectLightingIntensity",
     entry(&set_member<float, kIndirectLightingIntensity>)},
    {"LIGHT_COMPONENT_SET_VOLUMETRIC_SCATTERING_INTENSITY", "LightComponent.SetVolumetricScatteringIntensity",
     entry(&set_member<float, kVolumetricScatteringIntensity>)},
    {"LIGHT_COMPONENT_SET_TEMPERATURE", "LightComponent.SetTemperature", entry(&set_member<float, kTemperature>)},
    {"LOCAL_LIGHT_COMPONENT_SET_INTENSITY_UNITS", "LocalLightComponent.SetIntensityUnits",
     entry(&set_member<std::uint8_t, kIntensityUnits>)},
    {"LOCAL_LIGHT_COMPONENT_SET_ATTENUATION_RADIUS", "LocalLightComponent.SetAttenuationRadius",
     entry(&set_member<float, kAttenuationRadius>)},
    {"POINT_LIGHT_COMPONENT_SET_INVERSE_EXPOSURE_BLEND", "PointLightComponent.SetInverseExposureBlend",
     entry(&set_member<float, kInverseExposureBlend>)},
    {"POINT_LIGHT_COMPONENT_SET_LIGHT_FALLOFF_EXPONENT", "PointLightComponent.SetLightFalloffExponent",
     entry(&set_member<float, kLightFalloffExponent>)},
    {"POINT_LIGHT_COMPONENT_SET_SOURCE_RADIUS", "PointLightComponent.SetSourceRadius", entry(&set_member<float, kSourceRadius>)},
    {"POINT_LIGHT_COMPONENT_SET_SOFT_SOURCE_RADIUS", "PointLightComponent.SetSoftSourceRadius",
     entry(&set_member<float, kSoftSourceRadius>)},
    {"POINT_LIGHT_COMPONENT_SET_SOURCE_LENGTH", "PointLightComponent.SetSourceLength", entry(&set_member<float, kSourceLength>)},
    {"SPOT_LIGHT_COMPONENT_SET_INNER_CONE_ANGLE", "SpotLightComponent.SetInnerConeAngle", entry(&set_member<float, kInnerConeAngle>)},
    {"SPOT_LIGHT_COMPONENT_SET_OUTER_CONE_ANGLE", "SpotLightComponent.SetOuterConeAngle", entry(&set_member<float, kOuterConeAngle>)},
    {"MOVEMENT_COMPONENT_SET_PLANE_CONSTRAINT_ENABLED", "MovementComponent.SetPlaneConstraintEnabled",
     entry(&set_member<bool, kConstrainToPlane>)},
    {"KISMET_SYSTEM_LIBRARY_K2_SET_TIMER", "KismetSystemLibrary.K2_SetTimer", entry(&timers::set_timer)},
    {"KISMET_SYSTEM_LIBRARY_K2_SET_TIMER_FOR_NEXT_TICK", "KismetSystemLibrary.K2_SetTimerForNextTick",
     entry(&timers::set_timer_for_next_tick)},
    {"KISMET_SYSTEM_LIBRARY_K2_CLEAR_TIMER", "KismetSystemLibrary.K2_ClearTimer", entry(&timers::clear_timer)},
    {"KISMET_SYSTEM_LIBRARY_K2_PAUSE_TIMER", "KismetSystemLibrary.K2_PauseTimer", entry(&timers::pause_timer)},
    {"KISMET_SYSTEM_LIBRARY_K2_UN_PAUSE_TIMER", "KismetSystemLibrary.K2_UnPauseTimer", entry(&timers::unpause_timer)},
    {"KISMET_SYSTEM_LIBRARY_K2_IS_TIMER_ACTIVE", "KismetSystemLibrary.K2_IsTimerActive", entry(&timers::is_timer_active)},
    {"KISMET_SYSTEM_LIBRARY_K2_IS_TIMER_PAUSED", "KismetSystemLibrary.K2_IsTimerPaused", entry(&timers::is_timer_paused)},
    {"KISMET_SYSTEM_LIBRARY_K2_TIMER_EXISTS", "KismetSystemLibrary.K2_TimerExists", entry(&timers::timer_exists)},
    {"KISMET_SYSTEM_LIBRARY_K2_GET_TIMER_ELAPSED_TIME", "KismetSystemLibrary.K2_GetTimerElapsedTime",
     entry(&timers::timer_elapsed_time)},
    {"KISMET_SYSTEM_LIBRARY_K2_GET_TIMER_REMAINING_TIME", "KismetSystemLibrary.K2_GetTimerRemainingTime",
     entry(&timers::timer_remaining_time)},
    {"ACTOR_COMPONENT_GET_OWNER", "ActorComponent.GetOwner", entry(&gameplay::get_owner)},
    {"ACTOR_COMPONENT_ACTIVATE", "ActorComponent.Activate", entry(&gameplay::activate)},
    {"ACTOR_COMPONENT_DEACTIVATE", "ActorComponent.Deactivate", entry(&gameplay::deactivate)},
    {"ACTOR_COMPONENT_SET_ACTIVE", "ActorComponent.SetActive", entry(&gameplay::set_active)},
    {"ACTOR_COMPONENT_SET_AUTO_ACTIVATE", "ActorComponent.SetAutoActivate", entry(&gameplay::set_auto_activate)},
    {"ACTOR_COMPONENT_IS_ACTIVE", "ActorComponent.IsActive", entry(&gameplay::is_active)},
    {"ACTOR_GET_TRANSFORM", "Actor.GetTransform", entry(&gameplay::get_transform)},
    {"ACTOR_GET_VELOCITY", "Actor.GetVelocity", entry(&gameplay::get_velocity)},
    {"MOVEMENT_COMPONENT_STOP_MOVEMENT_IMMEDIATELY", "MovementComponent.StopMovementImmediately",
     entry(&gameplay::stop_movement_immediately)},
    {"USER_WIDGET_ADD_TO_VIEWPORT", "UserWidget.AddToViewport", entry(&gameplay::add_to_viewport)},
    {"GAMEPLAY_STATICS_GET_ALL_ACTORS_OF_CLASS", "GameplayStatics.GetAllActorsOfClass", entry(&game::all_actors_of_class)},
    {"GAMEPLAY_STATICS_GET_ALL_ACTORS_WITH_TAG", "GameplayStatics.GetAllActorsWithTag", entry(&game::all_actors_with_tag)},
    {"GAMEPLAY_STATICS_GET_ALL_ACTORS_OF_CLASS_WITH_TAG", "GameplayStatics.GetAllActorsOfClassWithTag",
     entry(&game::all_actors_of_class_with_tag)},
    {"ACTOR_ACTOR_HAS_TAG", "Actor.ActorHasTag", entry(&game::actor_has_tag)},
    {"GAMEPLAY_STATICS_CREATE_PLAYER", "GameplayStatics.CreatePlayer", entry(&game::create_player)},
    {"GAMEPLAY_STATICS_GET_GAME_MODE", "GameplayStatics.GetGameMode", entry(&game::get_game_mode)},
    {"KISMET_MATH_LIBRARY_RANDOM_INTEGER", "KismetMathLibrary.RandomInteger", entry(&game::random_integer)},
    {"KISMET_MATH_LIBRARY_RANDOM_INTEGER_IN_RANGE", "KismetMathLibrary.RandomIntegerInRange", entry(&game::random_integer_in_range)},
    {"KISMET_MATH_LIBRARY_RANDOM_FLOAT", "KismetMathLibrary.RandomFloat", entry(&game::random_float)},
    {"KISMET_MATH_LIBRARY_RANDOM_FLOAT_IN_RANGE", "KismetMathLibrary.RandomFloatInRange", entry(&game::random_float_in_range)},
    {"KISMET_MATH_LIBRARY_FIND_LOOK_AT_ROTATION", "KismetMathLibrary.FindLookAtRotation", entry(&game::find_look_at_rotation)},
    {"KISMET_MATH_LIBRARY_MAKE_TRANSFORM", "KismetMathLibrary.MakeTransform", entry(&game::make_transform)},
    {"KISMET_MATH_LIBRARY_GET_FORWARD_VECTOR", "KismetMathLibrary.GetForwardVector", entry(&game::get_forward_vector)},
    {"KISMET_MATH_LIBRARY_GET_RIGHT_VECTOR", "KismetMathLibrary.GetRightVector", entry(&game::get_right_vector)},
    {"USER_WIDGET_ADD_TO_PLAYER_SCREEN", "UserWidget.AddToPlayerScreen", entry(&gameplay::add_to_player_screen)},
    {"WIDGET_GET_OWNING_PLAYER", "Widget.GetOwningPlayer", entry(&gameplay::get_owning_player)},
};

} // namespace

namespace actor_functions {
const std::vector<ModelledFunction>& functions() {
    static const std::vector<ModelledFunction> all(std::begin(kModelled), std::end(kModelled));
    return all;
}
} // namespace actor_functions

} // namespace rusteal::headless
