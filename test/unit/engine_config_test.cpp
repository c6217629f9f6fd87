// The machine's engine (pipeline/engine.hpp): the config file's validation and messages, setting
// it without losing the user's other lines, the engine's version, the UBT command line, and step
// 1's copy of the exporter's JSON.
#include "pipeline/engine.hpp"
#include "read_file.hpp"
#include "temp_dir.hpp"

#include <catch2/catch.hpp>

#include <fstream>

namespace fs = std::filesystem;
using namespace rusteal::pipeline;
using rusteal::test::read_file;

namespace {

fs::path make_engine(const fs::path& at) {
    fs::create_directories(at / "Engine/Build/BatchFiles/Linux");
    std::ofstream(at / "Engine/Build/Build.version") << R"({"MajorVersion": 5, "MinorVersion": 7, "PatchVersion": 1})";
    std::ofstream(at / "Engine/Build/BatchFiles/Linux/Build.sh") << "#!/bin/sh\n";
    return at;
}

} // namespace

TEST_CASE("the machine config names the engine, or says how to set it") {
    rusteal::test::TempDir dir;
    const fs::path file = dir.path() / "rusteal/config.toml";
    std::string error;
    CHECK_FALSE(configured_engine(file, error));
    CHECK_THAT(error, Catch::StartsWith("no engine configured. Set [engine].path in " + file.string()) &&
                          Catch::Contains("rusteal config engine <path>"));

    // Not an engine: nothing is written.
    CHECK_FALSE(set_configured_engine(file, dir.path(), error));
    CHECK(error == dir.path().string() + " is not an Unreal Engine root (no Engine/Build/BatchFiles).");
    CHECK_FALSE(fs::exists(file));

    // The user's other lines stay; a trailing slash is trimmed.
    const fs::path engine = make_engine(dir.path() / "UE_5.7");
    fs::create_directories(file.parent_path());
    std::ofstream(file) << "# my settings\n[editor]\ntheme = \"dark\"\n\n[engine]\n# the one I use\npath = \"/old\"\n";
    REQUIRE(set_configured_engine(file, engine.string() + "/", error));
    CHECK(read_file(file) == "# my settings\n[editor]\ntheme = \"dark\"\n\n[engine]\n# the one I use\npath = \"" +
                                 engine.string() + "\"\n");
    auto got = configured_engine(file, error);
    REQUIRE(got);
    CHECK(*got == engine);
    CHECK(engine_association(engine) == "5.7");

    // A path that stopped being an engine, and a file that is not TOML.
    std::ofstream(file) << "[engine]\npath = \"" << (dir.path() / "gone").string() << "\"\n";
    CHECK_FALSE(configured_engine(file, error));
    CHECK_THAT(error, Catch::EndsWith("is not an Unreal Engine root (no Engine/Build/BatchFiles). Fix [engine].path in " +
                                      file.string() + "."));
    std::ofstream(file) << "[engine\npath = 1\n";
    CHECK_FALSE(configured_engine(file, error));
    CHECK_THAT(error, Catch::StartsWith(file.string() + ":1:"));
    CHECK_FALSE(set_configured_engine(file, engine, error));
    CHECK_THAT(error, Catch::Contains("nothing was changed"));
    CHECK(read_file(file) == "[engine\npath = 1\n");
}

TEST_CASE("the UBT command line and the reflection copy follow the reference") {
    rusteal::test::TempDir dir;
    const fs::path engine = make_engine(dir.path() / "Engine root");
    const fs::path root = dir.path() / "Probe";
    fs::create_directories(root);
    std::string error;
    CHECK_FALSE(find_uproject(root, error));
    CHECK(error == "no .uproject found in " + root.string());
    std::ofstream(root / "Probe.uproject") << "{}";
    const auto uproject = find_uproject(root, error);
    REQUIRE(uproject);
    const auto& linux = *rusteal::platforms::find_platform("linux");
    auto cmd = ubt_command(engine, linux, *uproject, error);
    REQUIRE(cmd);
    CHECK(*cmd == std::vector<std::string>{(engine / "Engine/Build/BatchFiles/Linux/Build.sh").string(), "ProbeEditor", "Linux",
                                           "Development", "-Project=" + uproject->string(), "-NoHotReload"});
    CHECK_FALSE(ubt_command(engine, *rusteal::platforms::find_platform("Mac"), *uproject, error));
    CHECK(error == "UBT script not found at " + (engine / "Engine/Build/BatchFiles/Mac/Build.sh").string());

    // Two of the three files exported: copied, the third warned about.
    const fs::path from = exporter_output_dir(root, linux);
    fs::create_directories(from);
    std::ofstream(from / "rusteal_classes.json") << std::string(3000, ' ') << "{}";
    std::ofstream(from / "rusteal_enums.json") << "{}";
    auto copy = copy_reflection(root, linux);
    CHECK(copy.copied == 2);
    CHECK(copy.lines == std::vector<std::string>{"Copied rusteal_classes.json (3 KB)",
                                                 "Warning: rusteal_structs.json not found in " + from.string(),
                                                 "Copied rusteal_enums.json (1 KB)",
                                                 "2/3 JSON files copied to " + reflection_dir(root).string()});
    CHECK(read_file(reflection_dir(root) / "rusteal_enums.json") == "{}");
    // Unchanged bytes keep the copy's time.
    const auto before = fs::last_write_time(reflection_dir(root) / "rusteal_enums.json");
    copy = copy_reflection(root, linux);
    CHECK(copy.lines[2] == "Copied rusteal_enums.json (1 KB), unchanged");
    CHECK(fs::last_write_time(reflection_dir(root) / "rusteal_enums.json") == before);
}

TEST_CASE("the platform packs name each platform's scripts and libraries") {
    using rusteal::platforms::find_platform;
    CHECK(find_platform("LINUX")->library_file("rusteal") == "librusteal.so");
    CHECK(find_platform("Win64")->library_file("rusteal_Inventory") == "rusteal_Inventory.dll");
    CHECK(find_platform("mac")->library_file("rusteal") == "librusteal.dylib");
    CHECK(find_platform("Win64")->config_name == "Windows");
    CHECK(find_platform("Win64")->uat_script == "Engine/Build/BatchFiles/RunUAT.bat");
    CHECK(find_platform("PS5") == nullptr);
    CHECK(rusteal::platforms::host_platform().name == "Linux");
}
