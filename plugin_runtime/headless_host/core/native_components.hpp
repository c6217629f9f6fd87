#pragma once
// The default subobjects an engine class's C++ constructor makes, which the reflection does not
// carry: ACharacter's capsule ("CollisionCylinder", the root), its movement component
// ("CharMoveComp") and its mesh ("CharacterMesh0", attached to the capsule), with the names
// Unreal gives them (ACharacter::CapsuleComponentName, CharacterMovementComponentName,
// MeshComponentName) and the object properties that point at them. A component is made only
// when the host has its class (from the project's exported reflection).
#include "core/object_model.hpp"

#include <vector>

namespace rusteal::headless {

class HeadlessEngine;

std::vector<ComponentDef> native_components(const Class& cls, const HeadlessEngine& engine);

// The values an engine class's C++ constructor gives its own reflected properties, written on its
// class default object (every instance and subclass starts from it): ACharacter's
// (Character.cpp: one jump, no hold) and UCharacterMovementComponent's (CharacterMovementComponent.cpp:
// 1 g, 420 cm/s jumps, walking at 600, ...; its NavAgentProps can jump, walk and swim) and
// UProjectileMovementComponent's (a unit velocity along X, gravity, simulation). Unreal 5's
// values; a property the reflection does not have is skipped.
void apply_constructor_values(Object& cdo);

} // namespace rusteal::headless
