// A project folder with the bindings generated from the real fixture (the probe configuration's
// modules: core, engine, input, slate, umg, enhanced-input) and a game crate on top of them, for
// the tests that build Rust game code against generated bindings (bindings_crate_test.cpp,
// test/compat/).
#pragma once

#include "fixture_dir.hpp"
#include "generators/code_generator.hpp"
#include "generators/load_reflection.hpp"
#include "read_file.hpp"
#include "shell.hpp"
#include "temp_dir.hpp"

#include <filesystem>
#include <fstream>
#include <string>

namespace rusteal::test {

inline constexpr const char* kBindingsConfig = R"([project]
crate = "probe"

[codegen]
features = ["core", "engine", "input", "slate", "umg", "enhanced-input"]

[codegen.modules]
CoreUObject = { module = "core_ue", feature = "core" }
Engine = { module = "engine", feature = "engine" }
InputCore = { module = "input_core", feature = "input" }
SlateCore = { module = "slate_core", feature = "slate" }
Slate = { module = "slate", feature = "slate" }
UMG = { module = "umg", feature = "umg" }
EnhancedInput = { module = "enhanced_input", feature = "enhanced-input", plugin = "EnhancedInput" }
)";

struct GeneratedBindings {
    TempDir dir;
    generators::LibraryPaths paths;
    generators::GenerationReport report;

    GeneratedBindings() : paths(generators::game_library_paths(dir.path())) {
        std::filesystem::create_directories(paths.uht_dir);
        for (auto f : {generators::kClassesFile, generators::kStructsFile, generators::kEnumsFile})
            std::filesystem::copy_file(kFixture / f, paths.uht_dir / f);
        std::ofstream(paths.config_file) << kBindingsConfig;
        report = generators::CodeGenerator(paths).generate();
    }
    std::filesystem::path rust_dir() const { return paths.bindings_dir.parent_path(); }

    // A cargo workspace of the bindings and the game crate in `game_src` (its Cargo.toml.in, with
    // @RUNTIME@ for the runtime crate's folder, and its src/), glam put in place by cargo-offline;
    // returns how to run cargo in it (arguments appended).
    std::string write_game_workspace(const std::filesystem::path& game_src) const {
        const std::filesystem::path source = RUSTEAL_SOURCE_DIR;
        const auto rust = rust_dir();
        std::ofstream(rust / "Cargo.toml") << "[workspace]\nresolver = \"3\"\nmembers = [\"bindings\", \"game\"]\n\n"
                                              "[workspace.dependencies]\n"
                                              "rusteal-core = { path = \"" + (source / "plugin_runtime/crates/rusteal-core").string() + "\" }\n"
                                              "rusteal-ffi = { path = \"" + (source / "plugin_runtime/crates/rusteal-ffi").string() + "\" }\n"
                                              "glam = \"0.33\"\n";
        const auto game = rust / "game";
        std::filesystem::create_directories(game / "src");
        std::ofstream(game / "Cargo.toml") << replace_all(read_file(game_src / "Cargo.toml.in"), "@RUNTIME@",
                                                          (source / "plugin_runtime/crates/rusteal-runtime").string());
        std::filesystem::copy(game_src / "src", game / "src",
                              std::filesystem::copy_options::recursive | std::filesystem::copy_options::overwrite_existing);
        return "cd '" + rust.string() + "' && RUSTEAL_CARGO_TARGET_DIR='" + std::string(RUSTEAL_CARGO_TARGET_DIR) + "' '" +
               (source / "plugin_runtime/crates/cargo-offline").string() + "'";
    }

#ifdef RUSTEAL_HOST_PATH
    // `cargo build -p game` in the workspace `cargo` names (write_game_workspace's), then the
    // library deployed where rusteal-host loads the project's game library from, beside a
    // .uproject enabling the Rusteal plugin; the build's exit status, its output in `out`.
    int build_and_deploy(const std::string& cargo, std::string& out) const {
        const std::filesystem::path project = dir.path();
        std::ofstream(project / "Probe.uproject") << "{ \"FileVersion\": 3, \"Plugins\": [{ \"Name\": \"Rusteal\", \"Enabled\": true }] }\n";
        const int rc = run_logged(cargo + " build -p game --message-format=short", project / "cargo.log", out);
        if (rc != 0) return rc;
        const std::filesystem::path deployed = project / "Plugins/Rusteal/Binaries/Linux/librusteal.so";
        std::filesystem::create_directories(deployed.parent_path());
        std::filesystem::copy_file(std::filesystem::path(RUSTEAL_CARGO_TARGET_DIR) / "debug/libgame.so", deployed,
                                   std::filesystem::copy_options::overwrite_existing);
        return rc;
    }
    // rusteal-host runs `script` (its lines) on the project; its exit status, its output in `out`.
    int run_host(const std::string& name, const std::string& script, std::string& out) const {
        const std::filesystem::path project = dir.path(), file = project / (name + ".rhs");
        std::ofstream(file) << script;
        return run_logged("'" RUSTEAL_HOST_PATH "' --project '" + project.string() + "' --script '" + file.string() + "'",
                          project / (name + ".log"), out);
    }
#endif
};

} // namespace rusteal::test
