#pragma once
// WorldSubsystem: a part of the engine beyond its core (a modelled domain such as the timers,
// navigation or vehicles, or the engine-function tables) with state of its own, made once per
// engine as Unreal makes each UWorldSubsystem once per world. The engine creates every type
// world_subsystem_types() lists, in that order, and knows nothing of what they do: it tells them
// what happens in the world through the hooks below, each subsystem in the list's order, and a
// part reaches another through HeadlessEngine::subsystem<T>().
//
// world_subsystem_types() is declared here and defined by the layer that models the engine
// (engine/registry.cpp), as Unreal finds its subsystem classes by reflection: the core includes
// no subsystem's header. Every hook has an empty default; a subsystem overrides what it needs.
// Single-threaded, like the engine.
#include <memory>
#include <string>
#include <typeindex>
#include <vector>

namespace rusteal::host {
class Library;
struct LibrarySpec;
struct LoadReport;
} // namespace rusteal::host

namespace rusteal::headless {

struct Object;

class WorldSubsystem {
public:
    virtual ~WorldSubsystem() = default;

    // One frame, after every library's on_tick and every object's ReceiveTick, each subsystem in
    // the list's order (the order Unreal's tick groups run the parts they model).
    virtual void tick(float /*delta_seconds*/) {}
    // A spawned actor's components are initialised (PostInitializeComponents), before any BeginPlay.
    virtual void post_initialize_components(Object* /*actor*/) {}
    // An actor and its components began play.
    virtual void begun_play(Object* /*actor*/) {}
    // An actor is being destroyed, before its EndPlay and Destroyed events (AActor::Destroyed's
    // order: what it overlaps is told first).
    virtual void actor_destroying(Object* /*actor*/) {}
    // The object is gone: whatever is kept for it is dropped.
    virtual void forget(const Object* /*object*/) {}

    // A library is about to be loaded from `spec`, or reloaded (`spec` null); then how it went.
    virtual void library_loading(const std::string& /*library*/, const host::LibrarySpec* /*spec*/) {}
    virtual void library_loaded(const std::string& /*library*/, const host::LoadReport& /*report*/) {}
    // A copy of the library is about to initialise (the new one, or the previous one rolled back).
    virtual void before_init(host::Library& /*library*/, bool /*rolling_back*/) {}
};

struct WorldSubsystemType {
    std::type_index type;
    std::unique_ptr<WorldSubsystem> (*make)();
};

// Every subsystem the engine makes, in the order it makes, ticks and tells them.
const std::vector<WorldSubsystemType>& world_subsystem_types();

template <class T>
WorldSubsystemType world_subsystem_type() {
    return {typeid(T), []() -> std::unique_ptr<WorldSubsystem> { return std::make_unique<T>(); }};
}

} // namespace rusteal::headless
