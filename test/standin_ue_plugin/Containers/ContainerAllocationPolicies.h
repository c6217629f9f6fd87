// Stand-in for Unreal 5.8's Containers/ContainerAllocationPolicies.h: declarations only (README.md).
#pragma once

#include "CoreTypes.h"

template <uint32 NumInlineElements> class TInlineAllocator {};
class FDefaultAllocator {};
