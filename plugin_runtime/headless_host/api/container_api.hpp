#pragma once
// The container sub-table of the headless host's API table: TArray, TMap and TSet properties of
// objects (and the temporary containers a caller allocates with alloc_temp) as the plugin's
// RustealApiTable.h specifies them: elements by blob, bounds checked, each failure named.
#include "RustealApiTable.h"

namespace rusteal::headless {

const FRustealContainerApi& container_api();

} // namespace rusteal::headless
