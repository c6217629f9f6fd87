#pragma once
// Makes a test project pass the version gate (daemon/scaffold/version_gate.hpp): its workspace
// pins the runtime crates to this checkout, and its Rusteal plugins carry this version.
#include <filesystem>
#include <fstream>
#include <string>

namespace rusteal::test {

inline void pin_to_this_checkout(const std::filesystem::path& root) {
    namespace fs = std::filesystem;
    const fs::path crates = fs::path(RUSTEAL_SOURCE_DIR) / "plugin_runtime/crates";
    fs::create_directories(root / "Rust");
    std::ofstream(root / "Rust/Cargo.toml", std::ios::app)
        << "\n[workspace.dependencies]\n"
        << "rusteal-runtime = { path = \"" << (crates / "rusteal-runtime").string() << "\" }\n"
        << "rusteal-core = { path = \"" << (crates / "rusteal-core").string() << "\" }\n"
        << "rusteal-ffi = { path = \"" << (crates / "rusteal-ffi").string() << "\" }\n";
    for (const std::string plugin : {"Rusteal", "RustealGenerator"}) {
        fs::create_directories(root / "Plugins" / plugin);
        std::ofstream(root / "Plugins" / plugin / (plugin + ".uplugin"))
            << "{\n  \"FileVersion\": 3,\n  \"VersionName\": \"" << RUSTEAL_VERSION_STRING << "\"\n}\n";
    }
}

// The smallest project the daemon builds and watches: Game.uproject, a rusteal.toml for crate
// `game` with no engine module, Rust/game/src/, pinned to this checkout.
inline void write_minimal_project(const std::filesystem::path& root) {
    namespace fs = std::filesystem;
    fs::create_directories(root / "Rust/game/src");
    std::ofstream(root / "Game.uproject") << "{\"FileVersion\": 3}\n";
    std::ofstream(root / "rusteal.toml") << "[project]\ncrate = \"game\"\n[codegen]\nfeatures = []\n";
    pin_to_this_checkout(root);
}

} // namespace rusteal::test
