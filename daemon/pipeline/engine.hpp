#pragma once
// The engine a build runs (docs/projects.md "The engine" and "rusteal build: the five steps"), with no job or protocol in it: the per-machine
// config that names it, what makes a folder an engine root, its version, UBT's and UAT's command
// lines, and step 1's copy of the exporter's reflection JSON into the project.
#include "platform_packs/platform_pack.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace rusteal::pipeline {

// [engine] path of `config_file`, validated. Nullopt with `error` saying what is wrong and how to
// fix it (the reference's messages): no file or no path, a path that is not an engine root, a
// file that is not TOML (with line and column).
std::optional<std::filesystem::path> configured_engine(const std::filesystem::path& config_file, std::string& error);

// Sets [engine] path in `config_file` (created with its folder when missing), keeping every other
// line of it. The path must be an engine root; false with `error` otherwise.
bool set_configured_engine(const std::filesystem::path& config_file, const std::filesystem::path& engine, std::string& error);

// True when `<path>/Engine/Build/BatchFiles` is a folder; `error` says otherwise.
bool is_engine_root(const std::filesystem::path& path, std::string& error);

// Engine/Build/Build.version's MajorVersion.MinorVersion ("5.8"); a missing field counts as 5 or
// 0, an unreadable file gives "".
std::string engine_association(const std::filesystem::path& engine);

// The project's .uproject (the first in name order); nullopt with `error` when there is none.
std::optional<std::filesystem::path> find_uproject(const std::filesystem::path& root, std::string& error);

// <engine>/<ubt script> <Stem>Editor <Platform> Development -Project=<absolute .uproject> -NoHotReload
// Nullopt with `error` when the script is missing.
std::optional<std::vector<std::string>> ubt_command(const std::filesystem::path& engine, const platforms::PlatformPack& pack,
                                                    const std::filesystem::path& uproject, std::string& error);

// Where the exporter writes its JSON inside the project, and where step 1 copies it.
std::filesystem::path exporter_output_dir(const std::filesystem::path& root, const platforms::PlatformPack& pack);
std::filesystem::path reflection_dir(const std::filesystem::path& root); // <root>/Intermediate/Rusteal/uht

struct ReflectionCopy {
    int copied = 0;
    std::vector<std::string> lines;    // "Copied rusteal_classes.json (812 KB)", warnings, the count
    std::string error;                 // a file that exists but cannot be copied
};
// Step 1 after UBT: the three JSON files from the exporter's folder to reflection_dir (a file
// whose bytes did not change keeps its time, so what follows sees no change). A missing file
// only warns, as the reference does.
ReflectionCopy copy_reflection(const std::filesystem::path& root, const platforms::PlatformPack& pack);

} // namespace rusteal::pipeline
