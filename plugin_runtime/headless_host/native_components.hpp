#pragma once
// The default subobjects an engine class's C++ constructor makes, which the reflection does not
// carry: ACharacter's capsule ("CollisionCylinder", the root), its movement component
// ("CharMoveComp") and its mesh ("CharacterMesh0", attached to the capsule), with the names
// Unreal gives them (ACharacter::CapsuleComponentName, CharacterMovementComponentName,
// MeshComponentName) and the object properties that point at them. A component is made only
// when the host has its class (from the project's exported reflection).
#include "object_model.hpp"

#include <vector>

namespace rusteal::headless {

class HeadlessEngine;

std::vector<ComponentDef> native_components(const Class& cls, const HeadlessEngine& engine);

} // namespace rusteal::headless
