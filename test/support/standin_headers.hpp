#pragma once
// Writes the stand-in engine headers of the reflected types (classes with their functions,
// structs, enums) from the exporter's JSON, for syntax checks of generated C++. It reads the JSON
// itself and maps types with its own rules (UHT's C++ conventions), independent of the
// generators, so a wrapper that passes the wrong arguments does not compile.
#include <filesystem>

namespace rusteal::test {

void write_standin_headers(const std::filesystem::path& uht_dir, const std::filesystem::path& out_dir);

} // namespace rusteal::test
