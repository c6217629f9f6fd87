#pragma once
// The UE flag bits the generators read (values of UE's ObjectMacros.h) and the parameter
// direction rule (docs/generators.md "The reflection format").
#include <cstdint>
#include <string_view>

namespace rusteal::generators {

namespace cpf {
inline constexpr std::uint64_t Edit = 0x1;
inline constexpr std::uint64_t ConstParm = 0x2;
inline constexpr std::uint64_t BlueprintVisible = 0x4;
inline constexpr std::uint64_t BlueprintReadOnly = 0x10;
inline constexpr std::uint64_t OutParm = 0x100;
inline constexpr std::uint64_t ReturnParm = 0x400;
inline constexpr std::uint64_t ReferenceParm = 0x08000000;
inline constexpr std::uint64_t BlueprintAssignable = 0x10000000;
inline constexpr std::uint64_t NativeAccessSpecifierProtected = 0x0020000000000000ULL;
inline constexpr std::uint64_t NativeAccessSpecifierPrivate = 0x0040000000000000ULL;
} // namespace cpf

namespace func {
inline constexpr std::uint32_t Native = 0x400;
inline constexpr std::uint32_t Static = 0x2000;
inline constexpr std::uint32_t Protected = 0x80000;
inline constexpr std::uint32_t BlueprintEvent = 0x08000000;
inline constexpr std::uint32_t EditorOnly = 0x20000000;
} // namespace func

enum class ParamDirection { In, Out, InOut, Return };

// Return for CPF_ReturnParm; an out param that is also const is In (a const-ref pseudo-out);
// out + reference is InOut; out alone is Out; anything else In.
constexpr ParamDirection param_direction(std::uint64_t prop_flags) {
    if (prop_flags & cpf::ReturnParm) return ParamDirection::Return;
    if (prop_flags & cpf::OutParm) {
        if (prop_flags & cpf::ConstParm) return ParamDirection::In;
        if (prop_flags & cpf::ReferenceParm) return ParamDirection::InOut;
        return ParamDirection::Out;
    }
    return ParamDirection::In;
}

std::string_view to_string(ParamDirection d);

} // namespace rusteal::generators
