// Physics bodies' mass and impulses, a skeletal mesh's single bodies, a character's impulses and
// physics constraints in the headless host (physics_functions.hpp).
#include "physics_functions.hpp"

#include "collision_functions.hpp"
#include "headless_engine.hpp"
#include "hit_result.hpp"
#include "movement_functions.hpp"

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
    E().character_movement().add_impulse(character, push);
    return RustealError_Ok;
}

Code set_constrained_components(void* constraint, void* first, std::uint64_t, void* second, std::uint64_t) {
    Object* c = live(constraint);
    if (!c) return RustealError_ObjectDestroyed;
    E().joints().join(c, live(first), live(second));
    return RustealError_Ok;
}

Code break_constraint(void* constraint) {
    Object* c = live(constraint);
    if (!c) return RustealError_ObjectDestroyed;
    E().joints().release(c);
    return RustealError_Ok;
}

} // namespace

std::pair<Object*, Object*> constrained(const Object* constraint) { return E().joints().of(constraint); }

const std::vector<ModelledFunction>& functions() {
    static const std::vector<ModelledFunction> table = {
        {"PRIMITIVE_COMPONENT_GET_MASS", "PrimitiveComponent.GetMass", function_entry(&get_mass)},
        {"PRIMITIVE_COMPONENT_ADD_IMPULSE_AT_LOCATION", "PrimitiveComponent.AddImpulseAtLocation", function_entry(&add_impulse_at_location)},
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
