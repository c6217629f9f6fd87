#pragma once
// A copy of plugin_runtime/crates/test-host-game in a temp folder, as a crate of its own that a
// test edits, builds with cargo (offline, Debian's crates) and deploys as a build does: to
// `<file>.partial`, then renamed over the deployed file (a new inode; never written into).
#include "read_file.hpp"
#include "shell.hpp"
#include "temp_dir.hpp"

#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>

namespace rusteal::test {

class HostGameCrate {
public:
    // `package`: the crate's name (its library is lib<package with _>.so); `rename`: class and
    // command names Lamp -> rename (a second library beside the first needs its own names).
    explicit HostGameCrate(const std::string& package, const std::string& rename = "Lamp")
        : package_(package), crate_(dir_.path() / "game") {
        const std::filesystem::path src = std::filesystem::path(RUSTEAL_SOURCE_DIR) / "plugin_runtime/crates/test-host-game";
        std::filesystem::create_directories(crate_ / "src");
        for (const char* f : {"src/lib.rs", "src/engine.rs"})
            std::ofstream(crate_ / f) << replace_all(read_file(src / f), "Lamp", rename);
        std::ofstream(crate_ / "Cargo.toml")
            << "[package]\nname = \"" << package << "\"\nversion = \"0.1.0\"\nedition = \"2024\"\npublish = false\n\n"
            << "[lib]\ncrate-type = [\"cdylib\"]\n\n[dependencies]\nrusteal-runtime = { path = \""
            << (std::filesystem::path(RUSTEAL_SOURCE_DIR) / "plugin_runtime/crates/rusteal-runtime").string()
            << "\" }\n\n[workspace]\n";
        deployed_ = dir_.path() / "Binaries" / ("librusteal_" + package + ".so");
        std::filesystem::create_directories(deployed_.parent_path());
    }

    const std::filesystem::path& deployed() const { return deployed_; }
    const std::filesystem::path& folder() const { return dir_.path(); }

    // Replaces text in src/lib.rs; throws when it is not there (the test would prove nothing).
    void edit(const std::string& from, const std::string& to) {
        const auto lib = crate_ / "src/lib.rs";
        std::string text = read_file(lib);
        const auto at = text.find(from);
        if (at == std::string::npos) throw std::runtime_error("src/lib.rs has no `" + from + "`");
        text.replace(at, from.size(), to);
        std::ofstream(lib) << text;
    }

    // cargo build; the output in `log`. True when it built.
    bool build(std::string& log) {
        const std::string cmd = "cd '" + crate_.string() + "' && RUSTEAL_CARGO_TARGET_DIR='" +
                                std::string(RUSTEAL_HOST_GAME_TARGET_DIR) + "' CARGO_TERM_COLOR=never '" +
                                (std::filesystem::path(RUSTEAL_SOURCE_DIR) / "plugin_runtime/crates/cargo-offline").string() +
                                "' build --message-format=short";
        return run_logged(cmd, dir_.path() / "cargo.log", log) == 0;
    }

    // Copies the built library to `<deployed>.partial` and renames it over the deployed file.
    void deploy() {
        std::string lib = package_;
        for (char& c : lib)
            if (c == '-') c = '_';
        const auto built = std::filesystem::path(RUSTEAL_HOST_GAME_TARGET_DIR) / "debug" / ("lib" + lib + ".so");
        const auto partial = deployed_.string() + ".partial";
        std::filesystem::copy_file(built, partial, std::filesystem::copy_options::overwrite_existing);
        std::filesystem::rename(partial, deployed_);
    }

private:
    TempDir dir_;
    std::string package_;
    std::filesystem::path crate_;
    std::filesystem::path deployed_;
};

} // namespace rusteal::test
