#pragma once
// Writes the stand-in engine headers of the reflected types (classes with their functions,
// structs, enums) from the exporter's JSON, for syntax checks of generated C++. It reads the JSON
// itself and maps types with its own rules (UHT's C++ conventions), independent of the
// generators, so a wrapper that passes the wrong arguments does not compile.
//
// A header that exists under one of `transcribed` (test/standin_ue: engine headers transcribed
// from Unreal 5.8's real ones, `GameFramework/Pawn.h`, ...; test/standin_ue_plugin: the core's,
// `UObject/Class.h`, ...) is not written: the transcription stands in for it, with the real
// signatures, and only the rest is derived from the JSON. Likewise a struct or enum a header of
// `transcribed` defines (FVector, FKey, ENetRole, ...) is not derived: Unreal's own declaration,
// with its real layout, form and underlying type, stands in for it.
#include <filesystem>
#include <vector>

namespace rusteal::test {

// `core`: stand-in folders always on the include path after the derived headers (the core
// stand-in's CoreMinimal.h declares FVector and the other math types): their types are not
// derived either, though their headers may be.
//
// `engine_uht_dir`: the engine's own reflection, when `uht_dir` adds a project's types to it.
// The engine's types are declared as without it; the project's enums, header-less structs and
// class forward declarations go to `StandinProjectTypes.h`, which only the headers of the
// project's types include, so an engine header's text does not depend on the project.
void write_standin_headers(const std::filesystem::path& uht_dir, const std::filesystem::path& out_dir,
                           const std::vector<std::filesystem::path>& transcribed,
                           const std::vector<std::filesystem::path>& core = {},
                           const std::filesystem::path& engine_uht_dir = {});

} // namespace rusteal::test
