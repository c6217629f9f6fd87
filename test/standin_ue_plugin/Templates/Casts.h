// Stand-in for Unreal 5.8's Templates/Casts.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "UObject/ObjectPtr.h"

// Unreal's Cast instantiates TCastImpl, which needs both types complete (To::StaticClass(), the
// derivation test): a cast to a class whose header is not included does not compile there. The
// last two parameters make it fail here too (no Cast matches an incomplete type), so a missing
// include is not hidden by a declaration (the behaviour stand-in defines it with the same ones).
template <typename To, typename From, typename = decltype(sizeof(To)), typename = decltype(sizeof(From))> To* Cast(From* Src);
template <typename To, typename From, typename = decltype(sizeof(To)), typename = decltype(sizeof(From))>
To* Cast(const TObjectPtr<From>& Src);
