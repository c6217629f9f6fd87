#pragma once
// The struct-field entries of the headless host's API table (get_struct_field, set_struct_field):
// a field of struct memory Rust holds (an OwnedStruct, a parameter's struct) in the containers'
// element encoding. Strings, texts and soft references are UTF-8, an array its elements each
// behind a uint32_t length, everything else the field's bytes. A failure sets the reason
// take_error_message gives (fail_with).
#include "RustealApiTable.h"

#include <cstdint>

namespace rusteal::headless {

ERustealErrorCode get_struct_field(const std::uint8_t* memory, FPropertyHandle prop, std::uint8_t* out,
                                   std::uint32_t size, std::uint32_t* written);
ERustealErrorCode set_struct_field(std::uint8_t* memory, FPropertyHandle prop, const std::uint8_t* in, std::uint32_t size);

} // namespace rusteal::headless
