// Stand-in for Unreal's UObject/Interface.h.
#pragma once
#include "UObject/Object.h"

class UInterface : public UObject {};
