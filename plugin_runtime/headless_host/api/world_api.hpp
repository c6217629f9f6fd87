#pragma once
// The world sub-table of the headless host's API table: one world that every live object is in,
// spawning actors at a transform (deferred or not, with an owner and an instigator), listing the
// actors of a class, finding and loading objects by path or name, new objects. Data tables are not
// modelled ("not available in the headless host").
#include "RustealApiTable.h"

#include <cstdint>

namespace rusteal::headless {

struct SpawnSetup;

const FRustealWorldApi& world_api();

// FTransform's memory as rusteal-core and the generated wrappers pass it (96 bytes: the rotation
// quaternion, the translation, the scale, 16-byte aligned rows): read into a spawn's location,
// rotation (FQuat::Rotator) and scale, or written from them (FRotator::Quaternion).
constexpr std::uint32_t kTransformSize = 96;
void transform_from_memory(const std::uint8_t* memory, SpawnSetup& at);
void transform_to_memory(const double (&location)[3], const double (&rotation)[3], const double (&scale)[3], std::uint8_t* memory);

} // namespace rusteal::headless
