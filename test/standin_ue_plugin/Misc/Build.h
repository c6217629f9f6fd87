// Stand-in for Unreal 5.8's Misc/Build.h (Core): the build configuration macros, which UBT defines
// on the command line (-DUE_BUILD_DEVELOPMENT=1 for a Development build) and this header defaults
// to 0 when they are not. Declarations only (README.md).
#pragma once

#ifndef UE_BUILD_DEBUG
#define UE_BUILD_DEBUG 0
#endif
#ifndef UE_BUILD_DEVELOPMENT
#define UE_BUILD_DEVELOPMENT 0
#endif
#ifndef UE_BUILD_TEST
#define UE_BUILD_TEST 0
#endif
#ifndef UE_BUILD_SHIPPING
#define UE_BUILD_SHIPPING 0
#endif
