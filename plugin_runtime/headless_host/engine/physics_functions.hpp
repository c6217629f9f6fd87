#pragma once
// What the host models of physics bodies' mass and impulses, a skeletal mesh's single bodies, a
// character's impulses and physics constraints:
// - UPrimitiveComponent::GetMass: the body's mass in kg, which a scene gives it (`physics
//   <component> mass <kg>`, what Unreal works out from the body's shape and material, or its mass
//   override); 0 until then, as Unreal's for a component with no physics body;
// - UPrimitiveComponent::AddImpulseAtLocation: on a simulating body, the impulse over its mass
//   added to its velocity (the spin an impulse off the centre gives is not modelled); a body not
//   simulating takes nothing, as FBodyInstance::AddImpulseAtPosition, nor does any body a zero
//   impulse; a simulating body with no mass given is refused, naming the verb that gives one;
// - USkeletalMeshComponent::SetBodySimulatePhysics: the bone's body kept as simulating or not
//   (BodyInstance of a physics asset's bone; the host has no bones, so nothing moves; the script's
//   `physics` lists it), nothing for a bone that is None, for which Unreal finds no body;
// - UCharacterMovementComponent::AddImpulse: added to the character's pending impulse (divided by
//   its Mass unless bVelocityChange), which its next movement update adds to its velocity, making
//   a walking character fall when the impulse points up (ApplyAccumulatedForces);
// - UPrimitiveComponent::SetPhysicsLinearVelocity: a simulating body's velocity set, or added to
//   (bAddToCurrent); a body not simulating keeps none, as FBodyInstance::SetLinearVelocity; a
//   wheeled vehicle's mesh gives the car that forward speed (vehicle_functions.hpp);
//   SetPhysicsAngularVelocityInRadians / InDegrees: kept on a simulating body (the host turns no
//   body); SetAngularDamping / GetAngularDamping: the body's damping (0 until set, as Unreal's);
// - UPhysicsConstraintComponent::SetConstrainedComponents / BreakConstraint: the two components
//   joined (or no longer); the host simulates no joint, so the joined bodies move as before.
//
// Each function has the C signature of its generated wrapper (engine_functions.hpp says how).
#include "api/modelled_function.hpp"
#include "core/object_model.hpp"
#include "core/world_subsystem.hpp"

#include <unordered_map>
#include <utility>
#include <vector>

namespace rusteal::headless {

// The physics constraints' joined components (one set per engine).
class Joints final : public WorldSubsystem {
public:
    void join(const Object* constraint, Object* first, Object* second);
    void release(const Object* constraint);
    std::pair<Object*, Object*> of(const Object* constraint) const;
    // A destroyed object: its joints go, and it leaves the joints it was in.
    void forget(const Object* o) override;

private:
    std::unordered_map<const Object*, std::pair<Object*, Object*>> joined_;
};

} // namespace rusteal::headless

namespace rusteal::headless::physics {

// The components a physics constraint joins (null when it joins none, or after BreakConstraint).
std::pair<Object*, Object*> constrained(const Object* constraint);

const std::vector<ModelledFunction>& functions();

} // namespace rusteal::headless::physics
