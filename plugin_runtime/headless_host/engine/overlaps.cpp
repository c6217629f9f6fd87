// Overlaps and hits between actors (overlaps.hpp): the collision domain's events.
#include "engine/overlaps.hpp"

#include "engine/collision_functions.hpp"
#include "engine/combat_functions.hpp"
#include "core/event_params.hpp"
#include "core/headless_engine.hpp"
#include "engine/spawning_functions.hpp"

#include <algorithm>
#include <optional>
#include <string>
#include <tuple>

namespace rusteal::headless {

namespace {
// Why two objects cannot overlap or hit each other (`what`: "overlap", "hit"), or nothing.
std::optional<std::string> not_two_live_actors(const Object* a, const Object* b, const Class* actor, const char* what) {
    for (const Object* o : {a, b})
        if (!o || !o->alive || o->is_cdo || !o->cls->is_child_of(actor)) return "both objects must be live actors";
    if (a == b) return std::string("an actor does not ") + what + " itself";
    return std::nullopt;
}

} // namespace

Outcome Overlaps::overlap(Object* a, Object* b, bool begin) {
    if (auto why = not_two_live_actors(a, b, E().find_class("Actor"), "overlap")) return Outcome::fail(*why);
    const auto key = std::less<Object*>{}(a, b) ? std::pair{a, b} : std::pair{b, a};
    const bool overlapping = overlaps_.count(key) != 0;
    if (begin == overlapping)
        return Outcome::fail(a->name + " and " + b->name + (begin ? " overlap already" : " do not overlap"));
    // The component pairs whose collision lets them overlap (collision_functions.hpp); when
    // neither actor has a primitive component they overlap as wholes. An overlap that ends ends
    // for the pairs it began with.
    bool wholes = false;
    std::vector<std::pair<Object*, Object*>> pairs;
    if (begin) {
        pairs = collision::overlapping_pairs(a, b, wholes);
        if (pairs.empty() && !wholes)
            return Outcome::value(a->name + " and " + b->name +
                                  " do not overlap: their collision is off, or their components ignore or block each other");
        overlaps_[key] = pairs;
    } else {
        pairs = std::move(overlaps_[key]);
        overlaps_.erase(key);
        for (auto& p : pairs)
            if (p.first->outer != a) std::swap(p.first, p.second);
    }
    // As UPrimitiveComponent::BeginComponentOverlap: each pair's component delegates, then each
    // actor's event and delegate.
    const char* component_delegate = begin ? "OnComponentBeginOverlap" : "OnComponentEndOverlap";
    for (const auto& [ca, cb] : pairs)
        for (auto [self, other, other_actor] : {std::tuple{ca, cb, b}, std::tuple{cb, ca, a}}) {
            if (!self->alive || !other->alive) break;
            E().broadcast_native(self, component_delegate, [&](EventParams& p) {
                p.object("OverlappedComponent", self).object("OtherActor", other_actor).object("OtherComp", other).int32("OtherBodyIndex", 0);
            });
        }
    const char* event = begin ? "ReceiveActorBeginOverlap" : "ReceiveActorEndOverlap";
    const char* delegate = begin ? "OnActorBeginOverlap" : "OnActorEndOverlap";
    for (auto [self, other] : {std::pair{a, b}, std::pair{b, a}}) {
        if (!self->alive || !other->alive) break;
        E().fire_event(self, event, [&](EventParams& p) { p.object("OtherActor", other); });
        E().broadcast_native(self, delegate, [&](EventParams& p) { p.object("OverlappedActor", self).object("OtherActor", other); });
    }
    E().destroy_pending();
    return Outcome::value(a->name + (begin ? " overlaps " : " no longer overlaps ") + b->name);
}

std::vector<Object*> Overlaps::overlapping_actors(const Object* of) const {
    std::vector<Object*> out;
    auto add = [&](Object* actor) {
        if (actor->alive && std::find(out.begin(), out.end(), actor) == out.end()) out.push_back(actor);
    };
    for (const auto& [actors, pairs] : overlaps_) {
        const auto [a, b] = actors;
        if (a == of || b == of) {
            add(a == of ? b : a);
            continue;
        }
        // A pair is (a component of one actor, one of the other), in the order the overlap began.
        for (const auto& [ca, cb] : pairs)
            if (ca == of || cb == of) {
                const Object* other_component = ca == of ? cb : ca;
                add(other_component->outer == a ? a : b);
            }
    }
    return out;
}

Outcome Overlaps::hit(Object* mover, Object* other) {
    if (auto why = not_two_live_actors(mover, other, E().find_class("Actor"), "hit")) return Outcome::fail(*why);
    Object* mine = collision::root_primitive(mover);
    Object* theirs = collision::root_primitive(other);
    if (!mine || !theirs) return Outcome::fail("both actors need a primitive component to hit with");
    // A component that ignores the other actor while it moves goes through it (IgnoreActorWhenMoving).
    if (combat::ignores_when_moving(mine, other)) return Outcome::value(mover->name + " moves through " + other->name + " (ignored when moving)");
    // As UPrimitiveComponent::DispatchBlockingHit: the mover's NotifyHit (ReceiveHit, OnActorHit)
    // and its component's OnComponentHit, then the other's with bSelfMoved false.
    for (auto [self, comp, other_actor, other_comp, moved] :
         {std::tuple{mover, mine, other, theirs, true}, std::tuple{other, theirs, mover, mine, false}}) {
        if (!self->alive || !other_actor->alive) break;
        E().fire_event(self, "ReceiveHit", [&](EventParams& p) {
            p.object("MyComp", comp).object("Other", other_actor).object("OtherComp", other_comp).boolean("bSelfMoved", moved);
        });
        E().broadcast_native(self, "OnActorHit", [&](EventParams& p) { p.object("SelfActor", self).object("OtherActor", other_actor); });
        E().broadcast_native(comp, "OnComponentHit", [&](EventParams& p) {
            p.object("HitComponent", comp).object("OtherActor", other_actor).object("OtherComp", other_comp);
        });
    }
    E().subsystem<SpawnedActors>().hit(mover); // a projectile that does not bounce stops
    E().destroy_pending();
    return Outcome::value(mover->name + " hit " + other->name);
}

void Overlaps::actor_destroying(Object* obj) {
    // Its overlaps end: the other actors are told, as when a component unregisters.
    for (auto it = overlaps_.begin(); it != overlaps_.end();) {
        const auto [x, y] = it->first;
        if (x != obj && y != obj) {
            ++it;
            continue;
        }
        Object* other = x == obj ? y : x;
        it = overlaps_.erase(it);
        if (!other->alive) continue;
        E().fire_event(other, "ReceiveActorEndOverlap", [&](EventParams& p) { p.object("OtherActor", obj); });
        E().broadcast_native(other, "OnActorEndOverlap", [&](EventParams& p) { p.object("OverlappedActor", other).object("OtherActor", obj); });
        it = overlaps_.begin(); // a handler may have ended others
    }
}

} // namespace rusteal::headless
