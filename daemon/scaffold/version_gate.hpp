#pragma once
// The version gate (docs/projects.md "The version gate and rusteal upgrade"): a project is built only by the rusteal of its version. Its
// Rust/Cargo.toml pins rusteal-runtime, rusteal-core and rusteal-ffi in [workspace.dependencies]
// all to one exact version ("=X.Y.Z", or { version = "=X.Y.Z" }) or all to one checkout
// ({ path = ".../rusteal-runtime" }); its Rusteal and RustealGenerator plugins carry their
// version in VersionName. `upgrade` rewrites the pins and reinstalls the plugins.
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

namespace rusteal::scaffold {

class VersionGateError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct ProjectPins {
    std::string version;                 // "0.1.0" for an exact pin
    std::filesystem::path checkout;      // the folder holding rusteal-runtime/, for a path pin
    std::string checkout_version;        // that checkout's crates' version ("" when unreadable)
};

// The pins of <root>/Rust/Cargo.toml; VersionGateError saying what is wrong and what to write.
ProjectPins read_pins(const std::filesystem::path& root);

enum class GateScope { Pins, PinsAndPlugins };

// Throws VersionGateError with the fix when the project is not at `version` (this daemon's):
// older (`rusteal upgrade`), newer, another checkout, or plugins of another version
// (`rusteal setup`). `command` is named in the messages.
void check_project_version(const std::filesystem::path& root, GateScope scope, const std::string& version,
                           const std::string& command);

// `rusteal upgrade`: rewrites the pins of Rust/Cargo.toml and of each plugin's Rust/Cargo.toml
// to `version`, then removes Plugins/Rusteal and Plugins/RustealGenerator (setup reinstalls
// them). Refuses a project that follows a checkout or is newer; says when it is already there.
std::vector<std::string> upgrade_pins(const std::filesystem::path& root, const std::string& version, bool& already);

} // namespace rusteal::scaffold
