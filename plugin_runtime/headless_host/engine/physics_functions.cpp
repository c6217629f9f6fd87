// Physics bodies' mass and impulses, a skeletal mesh's single bodies, a character's impulses and
// physics constraints in the headless host (physics_functions.hpp).
#include "engine/physics_functions.hpp"

#include "engine/collision_functions.hpp"
#include "core/headless_engine.hpp"
#include "engine/hit_result.hpp"
#include "engine/movement_functions.hpp"
#include "engine/vehicle_functions.hpp"

#include <numbers>

namespace rusteal::headless {

void Joints::join(const Object* constraint, Object* first, Object* second) { joined_[constraint] = {first, second}; }

void Joints::release(const Object* constraint) { joined_.erase(constraint); }

std::pair<Object*, Object*> Joints::of(const Object* constraint) const {
    auto it = joined_.find(constraint);
    return it == joined_.end() ? std::pair<Object*, Object*>{nullptr, nullptr} : it->second;
}

void Joints::forget(const Object* o) {
    joined_.erase(o);
    for (auto& [constraint, pair] : joined_) {
        if (pair.first == o) pair.first = nullptr;
        if (pair.second == o) pair.second = nullptr;
    }
}

namespace physics {

namespace {

using Code = std::uint32_t;

Object* live(void* obj) { return obj ? E().object(UObjectHandle{obj}) : nullptr; }

Code get_mass(void* component, float* out) {
    *out = 0;
    Object* c = live(component);
    if (!c) return RustealError_ObjectDestroyed;
    *out = collision::body_of(c).mass_kg;
    return RustealError_Ok;
}

Code add_impulse_at_location(void* component, const std::uint8_t* impulse, const std::uint8_t* /*location*/, std::uint64_t /*bone*/) {
    Object* c = live(component);
    if (!c) return RustealError_ObjectDestroyed;
    Body& b = collision::body_of(c);
    const Point push = read_point(impulse);
    if (!b.simulate_physics || push == Point{}) return RustealError_Ok; // as FBodyInstance::AddImpulseAtPosition
    if (b.mass_kg <= 0) {
        fail_with(RustealError_InvalidOperation, "AddImpulseAtLocation on " + c->name +
                                                     ", which has no mass in the headless host: give it one with `physics " + c->name + " mass <kg>`");
        return RustealError_InvalidOperation;
    }
    for (int i = 0; i < 3; ++i) b.velocity[i] += push[i] / b.mass_kg;
    return RustealError_Ok;
}

// SetPhysicsLinearVelocity: a simulating body's velocity set (or added to); a wheeled vehicle's
// mesh carries the car's forward speed (vehicle_functions.hpp).
Code set_physics_linear_velocity(void* component, const std::uint8_t* velocity, bool add_to_current, std::uint64_t /*bone*/) {
    Object* c = live(component);
    if (!c) return RustealError_ObjectDestroyed;
    Body& b = collision::body_of(c);
    if (!b.simulate_physics) return RustealError_Ok; // FBodyInstance::SetLinearVelocity: only a simulating body moves
    const Point v = read_point(velocity);
    for (int i = 0; i < 3; ++i) b.velocity[i] = (add_to_current ? b.velocity[i] : 0.0) + v[i];
    if (Object* movement = vehicle::movement_of(c->outer); movement && c->outer->value_or<Object*>("Mesh", nullptr) == c) {
        double location[3], rotation[3], x[3], y[3], z[3];
        E().actor_states().world_transform(c->outer, location, rotation);
        rotation_axes(rotation, x, y, z);
        vehicle::set_forward_speed(movement, b.velocity[0] * x[0] + b.velocity[1] * x[1] + b.velocity[2] * x[2]);
    }
    return RustealError_Ok;
}

// SetPhysicsAngularVelocityInRadians / InDegrees: kept on a simulating body (the host turns no body).
Code set_angular_velocity(void* component, const std::uint8_t* velocity, bool add_to_current, double to_degrees) {
    Object* c = live(component);
    if (!c) return RustealError_ObjectDestroyed;
    Body& b = collision::body_of(c);
    if (!b.simulate_physics) return RustealError_Ok;
    const Point v = read_point(velocity);
    for (int i = 0; i < 3; ++i) b.angular_velocity[i] = (add_to_current ? b.angular_velocity[i] : 0.0) + v[i] * to_degrees;
    return RustealError_Ok;
}
Code set_angular_velocity_radians(void* component, const std::uint8_t* velocity, bool add_to_current, std::uint64_t) {
    return set_angular_velocity(component, velocity, add_to_current, 180.0 / std::numbers::pi);
}
Code set_angular_velocity_degrees(void* component, const std::uint8_t* velocity, bool add_to_current, std::uint64_t) {
    return set_angular_velocity(component, velocity, add_to_current, 1.0);
}

Code set_angular_damping(void* component, float damping) {
    Object* c = live(component);
    if (!c) return RustealError_ObjectDestroyed;
    collision::body_of(c).angular_damping = damping;
    return RustealError_Ok;
}
Code get_angular_damping(void* component, float* out) {
    *out = 0;
    Object* c = live(component);
    if (!c) return RustealError_ObjectDestroyed;
    *out = collision::body_of(c).angular_damping;
    return RustealError_Ok;
}

Code set_body_simulate_physics(void* mesh, std::uint64_t bone, bool simulate) {
    Object* m = live(mesh);
    if (!m) return RustealError_ObjectDestroyed;
    if (bone == 0) return RustealError_Ok; // no body is named None (USkeletalMeshComponent::GetBodyInstance)
    collision::body_of(m).bone_simulation[bone] = simulate;
    return RustealError_Ok;
}

Code character_add_impulse(void* movement, const std::uint8_t* impulse, bool velocity_change) {
    Object* m = live(movement);
    if (!m) return RustealError_ObjectDestroyed;
    Object* character = m->outer && is_a(m->outer, "Character") ? m->outer : nullptr;
    if (!character) return RustealError_Ok; // a movement component that moves no character
    Point push = read_point(impulse);
    if (!velocity_change) {
        const float mass = m->value_or<float>("Mass", 100.0f);
        if (mass <= 0) return RustealError_Ok; // Unreal refuses (and logs) a mass that is not above zero
        for (double& v : push) v /= mass;
    }
    E().subsystem<CharacterMovement>().add_impulse(character, push);
    return RustealError_Ok;
}

Code set_constrained_components(void* constraint, void* first, std::uint64_t, void* second, std::uint64_t) {
    Object* c = live(constraint);
    if (!c) return RustealError_ObjectDestroyed;
    E().subsystem<Joints>().join(c, live(first), live(second));
    return RustealError_Ok;
}

Code break_constraint(void* constraint) {
    Object* c = live(constraint);
    if (!c) return RustealError_ObjectDestroyed;
    E().subsystem<Joints>().release(c);
    return RustealError_Ok;
}

} // namespace

std::pair<Object*, Object*> constrained(const Object* constraint) { return E().subsystem<Joints>().of(constraint); }

const std::vector<ModelledFunction>& functions() {
    static const std::vector<ModelledFunction> table = {
        {"PRIMITIVE_COMPONENT_GET_MASS", "PrimitiveComponent.GetMass", function_entry(&get_mass)},
        {"PRIMITIVE_COMPONENT_ADD_IMPULSE_AT_LOCATION", "PrimitiveComponent.AddImpulseAtLocation", function_entry(&add_impulse_at_location)},
        {"PRIMITIVE_COMPONENT_SET_PHYSICS_LINEAR_VELOCITY", "PrimitiveComponent.SetPhysicsLinearVelocity",
         function_entry(&set_physics_linear_velocity)},
        {"PRIMITIVE_COMPONENT_SET_PHYSICS_ANGULAR_VELOCITY_IN_RADIANS", "PrimitiveComponent.SetPhysicsAngularVelocityInRadians",
         function_entry(&set_angular_velocity_radians)},
        {"PRIMITIVE_COMPONENT_SET_PHYSICS_ANGULAR_VELOCITY_IN_DEGREES", "PrimitiveComponent.SetPhysicsAngularVelocityInDegrees",
         function_entry(&set_angular_velocity_degrees)},
        {"PRIMITIVE_COMPONENT_SET_ANGULAR_DAMPING", "PrimitiveComponent.SetAngularDamping", function_entry(&set_angular_damping)},
        {"PRIMITIVE_COMPONENT_GET_ANGULAR_DAMPING", "PrimitiveComponent.GetAngularDamping", function_entry(&get_angular_damping)},
        {"SKELETAL_MESH_COMPONENT_SET_BODY_SIMULATE_PHYSICS", "SkeletalMeshComponent.SetBodySimulatePhysics",
         function_entry(&set_body_simulate_physics)},
        {"CHARACTER_MOVEMENT_COMPONENT_ADD_IMPULSE", "CharacterMovementComponent.AddImpulse", function_entry(&character_add_impulse)},
        {"PHYSICS_CONSTRAINT_COMPONENT_SET_CONSTRAINED_COMPONENTS", "PhysicsConstraintComponent.SetConstrainedComponents",
         function_entry(&set_constrained_components)},
        {"PHYSICS_CONSTRAINT_COMPONENT_BREAK_CONSTRAINT", "PhysicsConstraintComponent.BreakConstraint", function_entry(&break_constraint)},
    };
    return table;
}

} // namespace physics
} // namespace rusteal::headless
