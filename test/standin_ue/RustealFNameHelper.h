// Stand-in for the Rusteal plugin's FName packing helpers (the real ones come with the plugin).
#pragma once
#include "CoreMinimal.h"

FName RustealUnpackFName(uint64_t Packed);
uint64_t RustealPackFName(const FName& Name);
