#pragma once
// The world sub-table of the headless host's API table: one world that every live object is in,
// spawning actors at a transform (deferred or not, with an owner and an instigator), listing the
// actors of a class, finding and loading objects by path or name, new objects. Data tables are not
// modelled ("not available in the headless host").
#include "RustealApiTable.h"

namespace rusteal::headless {

const FRustealWorldApi& world_api();

} // namespace rusteal::headless
