#pragma once
// Overlaps and hits between actors, the collision domain's events (their rules:
// collision_functions.hpp), as a world subsystem that keeps which actors overlap.
//
// - overlap(a, b, true) begins an overlap (the script's `overlap`): the component pairs whose
//   collision lets them overlap each get OnComponentBeginOverlap both ways, then each actor its
//   ReceiveActorBeginOverlap and OnActorBeginOverlap, as UPrimitiveComponent::BeginComponentOverlap
//   does; actors with no primitive component overlap as wholes (the actor events only). `false`
//   ends it, for the pairs it began with (the script's `end-overlap`).
// - hit(mover, other): the mover ran into the other (the script's `hit`), Unreal's
//   DispatchBlockingHit between their root components: the mover's ReceiveHit, OnActorHit and its
//   component's OnComponentHit (bSelfMoved), then the other's; a projectile that does not bounce
//   stops (spawning_functions.hpp).
// - overlapping_actors(x): the actors overlapping the actor, or (a primitive component) those
//   overlapping that component, in the order the overlaps began (GetOverlappingActors).
// - An actor being destroyed ends its overlaps first: the other actors' EndOverlap events.
// Each returns an Outcome naming what happened or why nothing could.
#include "core/object_model.hpp"
#include "core/world_subsystem.hpp"

#include <map>
#include <utility>
#include <vector>

namespace rusteal::headless {

struct Outcome;

class Overlaps final : public WorldSubsystem {
public:
    Outcome overlap(Object* a, Object* b, bool begin);
    Outcome hit(Object* mover, Object* other);
    std::vector<Object*> overlapping_actors(const Object* actor_or_component) const;

    void actor_destroying(Object* actor) override;

private:
    // The overlapping actor pairs (lower address first), each with the component pairs that overlap.
    std::map<std::pair<Object*, Object*>, std::vector<std::pair<Object*, Object*>>> overlaps_;
};

} // namespace rusteal::headless
