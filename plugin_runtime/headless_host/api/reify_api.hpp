#pragma once
// The reify sub-table of the headless host's API table: what a Rust library declares (classes with
// their properties, functions, delegates, default subobjects and interfaces; structs; enums) made in
// the host's object model as the plugin's RustealApiTable.h specifies it.
#include "RustealApiTable.h"

namespace rusteal::headless {

const FRustealReifyApi& reify_api();

} // namespace rusteal::headless
