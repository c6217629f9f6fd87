#pragma once
// The platform optimizations (docs/platforms.md): engine settings that belong to
// one platform, declared in rusteal.toml as [optimizations.<platform>.<File>.<Section>] and
// written into Config/<Platform>/<Platform><File>.ini between two marker comments. The user's
// own lines, outside the markers, are never changed; a key the user already sets in that section
// is left out (the user's value wins); a file that only held our block is removed when nothing is
// left to write; a file with no block and nothing to add is not touched.
#include "platform_packs/platform_pack.hpp"

#include <filesystem>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace rusteal::platforms {

class OptimizationsError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct IniSetting {
    std::string file;     // "Engine" -> <Platform>Engine.ini
    std::string section;  // "ConsoleVariables", "/Script/Engine.RendererSettings"
    std::string key;
    std::string value;    // as the engine reads it (True, False, 0, text)
};

// Per platform key ("linux", "windows", "mac"), in the order the table lists them.
using Optimizations = std::map<std::string, std::vector<IniSetting>>;

// platform_packs/optimizations.toml.
const Optimizations& default_optimizations();
// The [optimizations] table of a rusteal.toml's text; nullopt when it has none (the defaults
// apply; an empty table means none). OptimizationsError naming origin:line for an unknown
// platform or a value that is not a string, integer, float or boolean.
std::optional<Optimizations> read_optimizations(std::string_view toml_text, std::string_view origin);
// What a project gets: its rusteal.toml's table, or the defaults.
Optimizations project_optimizations(const std::filesystem::path& rusteal_toml);

inline constexpr std::string_view kBlockBegin = "; Rusteal optimizations, from rusteal.toml [optimizations]; edit them there: begin";
inline constexpr std::string_view kBlockEnd = "; Rusteal optimizations: end";

// One file's text with its block removed (and whether it had one).
std::string strip_block(std::string_view text, bool* had_block = nullptr);
// `user_text` (no block in it) with a block of `settings` appended, leaving out keys the user's
// text sets in the same section; `user_text` unchanged when nothing is left to add.
std::string add_block(std::string_view user_text, const std::vector<IniSetting>& settings);

// One file to change: its new content, or nullopt to remove it (it only held our block).
struct IniChange {
    std::filesystem::path file;
    std::optional<std::string> content;
};
// What writing the block (on) or removing it (off) changes in every .ini of
// Config/<config_name>/ and in the files the table names for `pack`. Reads, never writes: the
// caller writes (atomically) what it gets. Files that would not change are not listed.
std::vector<IniChange> plan_optimizations(const std::filesystem::path& root, const PlatformPack& pack,
                                          const Optimizations& table, bool on);

} // namespace rusteal::platforms
