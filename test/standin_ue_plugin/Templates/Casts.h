// Stand-in for Unreal 5.8's Templates/Casts.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "UObject/ObjectPtr.h"

template <typename To, typename From> To* Cast(From* Src);
template <typename To, typename From> To* Cast(const TObjectPtr<From>& Src);
