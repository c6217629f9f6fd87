// What setup and upgrade do with a user's edit to rusteal's own plugin files: kept beside them as
// .orig, told from rusteal's bytes by the record of what setup installed
// (scaffold/installed_plugin_files.hpp).
#include "read_file.hpp"
#include "scaffold/project_commands.hpp"
#include "scaffold/version_gate.hpp"
#include "temp_dir.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>

namespace fs = std::filesystem;
using rusteal::test::read_file;

TEST_CASE("setup and upgrade keep a user's edit to rusteal's own plugin files beside them as .orig") {
    rusteal::test::TempDir dir;
    const fs::path root = dir.path() / "Game";
    fs::create_directories(root / "Rust");
    std::ofstream(root / "Game.uproject") << "{\"FileVersion\": 3}\n";
    const fs::path engine = dir.path() / "Engine";
    rusteal::scaffold::setup_project(root, engine);
    const fs::path module = root / "Plugins/Rusteal/Source/Rusteal/Private/RustealModule.cpp";
    const std::string ours = read_file(module);
    REQUIRE_FALSE(ours.empty());

    // Setup again with nothing edited: nothing kept, nothing to say.
    auto lines = rusteal::scaffold::setup_project(root, engine).lines;
    for (const auto& l : lines) CHECK_THAT(l, !Catch::Contains(".orig"));
    CHECK_FALSE(fs::exists(module.string() + ".orig"));

    // An edit: setup writes rusteal's bytes and keeps the user's, naming both.
    std::ofstream(module, std::ios::app) << "\n// my fix\n";
    const std::string mine = read_file(module);
    lines = rusteal::scaffold::setup_project(root, engine).lines;
    CHECK(read_file(module) == ours);
    CHECK(read_file(module.string() + ".orig") == mine);
    CHECK(std::count_if(lines.begin(), lines.end(), [](const std::string& l) {
              return l.find("Plugins/Rusteal/Source/Rusteal/Private/RustealModule.cpp was not as rusteal installed it (edited?)") !=
                         std::string::npos &&
                     l.find("kept as Plugins/Rusteal/Source/Rusteal/Private/RustealModule.cpp.orig") != std::string::npos;
          }) == 1);
    // A second edit does not overwrite the first one's copy.
    std::ofstream(module, std::ios::app) << "\n// another fix\n";
    rusteal::scaffold::setup_project(root, engine);
    CHECK(read_file(module.string() + ".orig") == mine);
    CHECK(fs::exists(module.string() + ".orig.2"));

    // Upgrade: the edited file is kept as .orig (the others go for setup to write), the copies kept
    // before stay, and they are not "files that are not rusteal's".
    std::ofstream(root / "Rust/Cargo.toml") << "[workspace]\n\n[workspace.dependencies]\nrusteal-runtime = \"=0.0.1\"\n"
                                               "rusteal-core = \"=0.0.1\"\nrusteal-ffi = \"=0.0.1\"\n";
    const fs::path uplugin = root / "Plugins/Rusteal/Rusteal.uplugin";
    std::ofstream(uplugin, std::ios::app) << " ";
    const std::string edited_uplugin = read_file(uplugin);
    bool already = false;
    lines = rusteal::scaffold::upgrade_pins(root, "0.3.0", already);
    CHECK_FALSE(already);
    CHECK(read_file(uplugin.string() + ".orig") == edited_uplugin);
    CHECK_FALSE(fs::exists(module)); // not edited since setup wrote it: removed for setup
    CHECK(read_file(module.string() + ".orig") == mine);
    CHECK(fs::exists(module.string() + ".orig.2"));
    CHECK(std::count_if(lines.begin(), lines.end(), [](const std::string& l) {
              return l == "Plugins/Rusteal/Rusteal.uplugin was not as rusteal installed it (edited?): kept as Plugins/Rusteal/Rusteal.uplugin.orig";
          }) == 1);
}
