#pragma once
// Compares the Rust side of the ABI (rusteal-ffi's #[repr(C)] structs) with its C++ mirror
// (RustealApiTable.h): the same structs, the same fields in the same order, and for function
// pointers the same parameter names and types and return type. The parsers read the restricted
// forms those two files are written in (one field per declaration, no macros inside structs) and
// report anything else as a difference rather than guessing.
#include <filesystem>
#include <string>
#include <vector>

namespace rusteal::test {

struct AbiField {
    std::string name;
    std::string type;  // canonical, Rust spelling: `*const u8`, `fn(obj: UObjectHandle) -> bool`
    std::string where; // file:line
};

struct AbiStruct {
    std::string name; // Rust spelling (the C++ `F` prefix removed)
    std::vector<AbiField> fields;
    std::string where;
};

// #[repr(C)] `pub struct Name { ... }` declarations of the given Rust files.
std::vector<AbiStruct> parse_rust_abi(const std::vector<std::filesystem::path>& files);
// `struct Name { ... };` declarations of a C++ header.
std::vector<AbiStruct> parse_cpp_abi(const std::filesystem::path& header);

// One line per difference; empty when the two agree.
std::vector<std::string> compare_abi(const std::vector<AbiStruct>& rust, const std::vector<AbiStruct>& cpp);

} // namespace rusteal::test
