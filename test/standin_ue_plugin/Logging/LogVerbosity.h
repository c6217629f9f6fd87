// Stand-in for Unreal 5.8's Logging/LogVerbosity.h: declarations only (README.md).
#pragma once

#include "CoreTypes.h"

namespace ELogVerbosity { enum Type : uint8 { NoLogging, Fatal, Error, Warning, Display, Log, Verbose, All }; }
