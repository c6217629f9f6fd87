#pragma once
// Writes the stand-in engine headers of the reflected types (classes with their functions,
// structs, enums) from the exporter's JSON, for syntax checks of generated C++. It reads the JSON
// itself and maps types with its own rules (UHT's C++ conventions), independent of the
// generators, so a wrapper that passes the wrong arguments does not compile.
//
// A header that exists under one of `transcribed` (test/standin_ue: engine headers transcribed
// from Unreal 5.8's real ones, `GameFramework/Pawn.h`, ...; test/standin_ue_plugin: the core's,
// `UObject/Class.h`, ...) is not written: the transcription stands in for it, with the real
// signatures, and only the rest is derived from the JSON.
#include <filesystem>
#include <vector>

namespace rusteal::test {

void write_standin_headers(const std::filesystem::path& uht_dir, const std::filesystem::path& out_dir,
                           const std::vector<std::filesystem::path>& transcribed);

} // namespace rusteal::test
