#pragma once
// Per-platform facts the pipeline needs (docs/platforms.md): where an engine keeps
// its build scripts, the platform's name for UBT and in Config/, and how a shared library is
// named. One pack per desktop platform ships here; a console pack (private, under NDA) implements
// ConsolePack and registers itself (docs/platforms.md).
#include <filesystem>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace rusteal::platforms {

struct PlatformPack {
    std::string_view name;        // UBT's platform name and Binaries/<name>/: "Linux", "Win64", "Mac"
    std::string_view config_name; // the Config/<name>/ folder and <name><File>.ini: "Linux", "Windows", "Mac"
    std::string_view key;         // in rusteal.toml [optimizations.<key>]: "linux", "windows", "mac"
    std::string_view ubt_script;  // under the engine root
    std::string_view uat_script;  // under the engine root
    std::string_view library_prefix; // "lib" or ""
    std::string_view library_extension; // "so", "dll", "dylib"

    // "<prefix><stem>.<ext>": librusteal.so, rusteal_Inventory.dll
    std::string library_file(std::string_view stem) const;
};

// Linux, Win64, Mac.
std::span<const PlatformPack> desktop_platforms();
// The platform this binary was built for (the editor it serves runs here too).
const PlatformPack& host_platform();
// By name, case-insensitive; null when unknown.
const PlatformPack* find_platform(std::string_view name);

// The extension point of a console pack (docs/platforms.md "Consoles"): a console cannot load a
// shared library, so its Rust code is built as a static library for the console's target and
// linked into the game module by UBT. A pack says how.
class ConsolePack {
public:
    virtual ~ConsolePack() = default;
    virtual const PlatformPack& platform() const = 0;        // name, scripts; library_* name the static library
    virtual std::string target_triple() const = 0;           // cargo --target
    virtual std::vector<std::string> cargo_flags() const = 0; // extra cargo build arguments (-Z build-std, ...)
    // Where UBT expects the static library of `crate` (what the game module's Build.cs links).
    virtual std::filesystem::path static_library(const std::filesystem::path& workspace, std::string_view crate,
                                                 bool release) const = 0;
};

} // namespace rusteal::platforms
