#pragma once
#include "UnrealEngine.h"
