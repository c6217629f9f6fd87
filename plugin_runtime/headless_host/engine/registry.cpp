// The modelled engine's registry: which world subsystems the engine makes, in the order it makes,
// ticks and tells them (world_subsystem.hpp), and every modelled engine function, each area's
// table gathered once (modelled_function.hpp). A new area adds its subsystem and its table here.
#include "engine/actor_functions.hpp"
#include "engine/ai_functions.hpp"
#include "engine/animation_functions.hpp"
#include "engine/camera_functions.hpp"
#include "engine/collision_functions.hpp"
#include "engine/combat_functions.hpp"
#include "engine/component_functions.hpp"
#include "api/engine_functions.hpp"
#include "engine/eqs_functions.hpp"
#include "api/modelled_function.hpp"
#include "engine/movement_functions.hpp"
#include "engine/navigation_functions.hpp"
#include "engine/overlaps.hpp"
#include "engine/physics_functions.hpp"
#include "engine/player_functions.hpp"
#include "engine/spawning_functions.hpp"
#include "engine/state_tree_functions.hpp"
#include "engine/timer_functions.hpp"
#include "engine/vehicle_functions.hpp"
#include "engine/view_functions.hpp"
#include "core/world_subsystem.hpp"

namespace rusteal::headless {

const std::vector<WorldSubsystemType>& world_subsystem_types() {
    // The tick order is the frame's: characters and vehicles move, then spawned actors' life spans
    // and projectiles, montages, the timers that expired, movement input and moves, the AI
    // controllers' focus, StateTrees, the queries that finish, and last the HUDs draw.
    // post_initialize_components: a spawned actor's life span and projectiles start before its
    // default AI controller is spawned.
    static const std::vector<WorldSubsystemType> types = {
        world_subsystem_type<CharacterMovement>(), world_subsystem_type<Vehicles>(),
        world_subsystem_type<SpawnedActors>(),     world_subsystem_type<Montages>(),
        world_subsystem_type<TimerManager>(),      world_subsystem_type<Navigation>(),
        world_subsystem_type<AiControllers>(),     world_subsystem_type<StateTrees>(),
        world_subsystem_type<EnvQueries>(),        world_subsystem_type<Screen>(),
        world_subsystem_type<Joints>(),            world_subsystem_type<CameraViews>(),
        world_subsystem_type<Overlaps>(),          world_subsystem_type<EngineFunctions>(),
    };
    return types;
}

const std::vector<ModelledFunction>& modelled_functions() {
    static const std::vector<ModelledFunction> all = [] {
        std::vector<ModelledFunction> v;
        for (const auto* area : {&actor_functions::functions(), &navigation::functions(), &movement::functions(),
                                 &animation::functions(), &collision::functions(), &state_tree::functions(), &camera::functions(),
                                 &spawning::functions(), &components::functions(), &combat::functions(), &ai::functions(),
                                 &physics::functions(), &view::functions(), &eqs::functions(), &vehicle::functions(),
                                 &players::functions()})
            v.insert(v.end(), area->begin(), area->end());
        return v;
    }();
    return all;
}

} // namespace rusteal::headless
