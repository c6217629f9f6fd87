#pragma once
// What the host models of spawning from Kismet and of what spawned actors then do on their own:
// - UGameplayStatics::BeginDeferredActorSpawnFromClass and FinishSpawningActor: the world's deferred
//   spawn (world_api.hpp) at the transform, with the owner; nothing collides in the host, so every
//   collision handling method spawns, and the scale method is the transform's scale;
// - an actor's life span: AActor::InitialLifeSpan, set when it begins play (as
//   PostInitializeComponents calls SetLifeSpan), SetLifeSpan and GetLifeSpan; the actor is
//   destroyed when the span runs out (0: it lives on);
// - UProjectileMovementComponent: when its actor begins play (InitializeComponent) its Velocity
//   (the constructor's is a unit X), when not zero, takes the length InitialSpeed when that is above
//   zero and is turned into world space by the actor's rotation when bInitialVelocityInLocalSpace
//   is set (the constructor sets it); each tick, while it simulates (active and
//   bSimulationEnabled), the velocity gains gravity (-980 cm/s² times ProjectileGravityScale), is
//   limited to MaxSpeed (0: no limit) and moves its actor, turned to face it when bRotationFollowsVelocity is set (yaw only with
//   bRotationRemainsVertical); a scripted `hit` of its actor stops it unless bShouldBounce (its
//   velocity kept: the host has no surfaces to bounce from), as StopSimulating does: the velocity
//   goes to zero and OnProjectileStop is broadcast. SetVelocityInLocalSpace,
//   IsVelocityUnderSimulationThreshold, LimitVelocity as the engine's.
//
// Each function has the C signature of its generated wrapper (engine_functions.hpp says how).
#include "engine/hit_result.hpp"
#include "api/modelled_function.hpp"
#include "core/object_model.hpp"
#include "core/world_subsystem.hpp"

#include <unordered_map>
#include <vector>

namespace rusteal::headless {

class SpawnedActors final : public WorldSubsystem {
public:
    // The actor begins play: its life span starts and its projectile movements launch.
    void begin_play(Object* actor);
    void post_initialize_components(Object* actor) override { begin_play(actor); }
    void tick(float delta_seconds) override;
    // The actor hit something (the script's `hit`): its projectile movements stop unless they bounce.
    void hit(Object* actor);
    void stop(Object* projectile_movement);
    void set_life_span(Object* actor, float seconds);
    float life_span(const Object* actor) const;
    void forget(const Object* o) override {
        life_left_.erase(o);
        flying_.erase(o);
    }

private:
    std::unordered_map<const Object*, double> life_left_;
    std::unordered_map<const Object*, bool> flying_; // projectile movement component -> simulating
};

namespace spawning {
const std::vector<ModelledFunction>& functions();
} // namespace spawning

} // namespace rusteal::headless
