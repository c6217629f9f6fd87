// Stand-in for Unreal 5.8's Templates/UnrealTemplate.h: declarations only (README.md).
#pragma once

#include "CoreTypes.h"

#include <type_traits>

template <typename T> struct TRemoveReference { using Type = std::remove_reference_t<T>; };
template <typename T> T&& MoveTemp(T& Obj) { return static_cast<T&&>(Obj); }
template <typename T> T&& MoveTemp(T&& Obj) { return static_cast<T&&>(Obj); }
