// The runtime version the Windows tests' host and test libraries agree on (another one is refused).
#pragma once
#include "RustealApiTable.h"

inline constexpr uint32_t kTestVersion = RustealEncodeVersion(0, 1, 0);
