// Stand-in for Unreal 5.8's Windows/WindowsHWrapper.h (Core): <windows.h> as the engine includes it
// (lean, without min/max), for the Windows compile of the plugin sources. Declarations only
// (README.md).
#pragma once

#if defined(_WIN32)
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#ifndef NOMINMAX
#define NOMINMAX
#endif
#include <windows.h>
#endif
