// Stand-in for Unreal 5.8's Misc/EnumClassFlags.h (Core): ENUM_CLASS_FLAGS, the bitwise operators of
// a flags enum class. Declarations only, with inline bodies the stand-in's own (README.md).
#pragma once

#include <type_traits>

#define ENUM_CLASS_FLAGS(Enum) \
	inline constexpr Enum operator|(Enum A, Enum B) { return static_cast<Enum>(static_cast<std::underlying_type_t<Enum>>(A) | static_cast<std::underlying_type_t<Enum>>(B)); } \
	inline constexpr Enum operator&(Enum A, Enum B) { return static_cast<Enum>(static_cast<std::underlying_type_t<Enum>>(A) & static_cast<std::underlying_type_t<Enum>>(B)); } \
	inline constexpr Enum operator~(Enum A) { return static_cast<Enum>(~static_cast<std::underlying_type_t<Enum>>(A)); } \
	inline Enum& operator|=(Enum& A, Enum B) { return A = A | B; } \
	inline Enum& operator&=(Enum& A, Enum B) { return A = A & B; } \
	inline constexpr bool operator!(Enum A) { return !static_cast<std::underlying_type_t<Enum>>(A); }
