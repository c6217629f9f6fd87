// The Unreal plugin sources (plugin_runtime/ue) compile only inside an engine: here every one of
// them is compiled with g++ -fsyntax-only against test/standin_ue_plugin (the engine API they use,
// with UE 5's signatures), after a small UHT step writes each header's .generated.h. The check
// can fail: a call with a wrong argument is refused. The .uplugin descriptors carry the version.
#include "exit_status.hpp"
#include "read_file.hpp"
#include "shell.hpp"
#include "temp_dir.hpp"

#include <boost/json.hpp>
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

namespace fs = std::filesystem;
using rusteal::test::read_file;
using rusteal::test::TempDir;

namespace {

const fs::path kSource = RUSTEAL_SOURCE_DIR;
const fs::path kUe = kSource / "plugin_runtime/ue";

// What UHT's generated header gives each UCLASS: Super, ThisClass, StaticClass(), keyed by the
// line of its GENERATED_BODY() (GENERATED_BODY expands to <file id>_<line>_GENERATED_BODY).
void write_generated_headers(const fs::path& out) {
    static const std::regex class_decl(R"(^\s*class\s+(?:\w+_API\s+)?(\w+)\s*:\s*public\s+(\w+))");
    for (const auto& e : fs::recursive_directory_iterator(kUe)) {
        if (e.path().extension() != ".h") continue;
        const std::string name = e.path().stem().string();
        const std::string text = read_file(e.path());
        if (text.find("#include \"" + name + ".generated.h\"") == std::string::npos) continue;
        const std::string id = "FID_" + name;
        std::ostringstream gen;
        gen << "#pragma once\n#undef CURRENT_FILE_ID\n#define CURRENT_FILE_ID " << id << "\n";
        std::istringstream lines(text);
        std::string line, cls, parent;
        for (int n = 1; std::getline(lines, line); ++n) {
            std::smatch m;
            if (std::regex_search(line, m, class_decl)) {
                cls = m[1];
                parent = m[2];
            }
            if (line.find("GENERATED_BODY()") != std::string::npos && !cls.empty())
                gen << "#define " << id << "_" << n << "_GENERATED_BODY public: using Super = " << parent
                    << "; using ThisClass = " << cls << "; static UClass* StaticClass(); private:\n";
        }
        std::ofstream(out / (name + ".generated.h")) << gen.str();
    }
}

std::string compile_command(const fs::path& source, const fs::path& generated) {
    std::string cmd = "g++ -std=c++20 -fsyntax-only -Wall -Wextra -Werror -DRUSTEAL_API= -DRUSTEALGENERATOR_API= "
                      "-DRUSTEAL_PLUGIN_VERSION=" + std::to_string(RUSTEAL_RUNTIME_VERSION_CODE);
    for (const fs::path& dir :
         {kSource / "test/standin_ue_plugin", kUe / "Rusteal/Source/Rusteal/Public", kUe / "Rusteal/Source/Rusteal/Private",
          kUe / "RustealGenerator/Source/RustealGenerator/Public", kSource / "plugin_runtime/abi",
          kSource / "plugin_runtime/host/include", generated})
        cmd += " -I'" + dir.string() + "'";
    return cmd + " '" + source.string() + "'";
}

std::vector<fs::path> plugin_sources() {
    std::vector<fs::path> sources;
    for (const auto& e : fs::recursive_directory_iterator(kUe))
        if (e.path().extension() == ".cpp") sources.push_back(e.path());
    std::sort(sources.begin(), sources.end());
    return sources;
}

} // namespace

TEST_CASE("every source of the Unreal plugins compiles against the stand-in engine API") {
    TempDir dir;
    write_generated_headers(dir.path());
    CHECK(fs::exists(dir.path() / "RustealReifiedClass.generated.h"));
    const auto sources = plugin_sources();
    REQUIRE(sources.size() >= 9); // the Rusteal runtime and editor modules and the generator anchor
    for (const auto& source : sources) {
        std::string out;
        const int rc = rusteal::test::run_logged(compile_command(source, dir.path()), dir.path() / "gcc.log", out);
        INFO(source.string() << "\n" << out);
        CHECK(rc == 0);
    }
}

TEST_CASE("the plugin syntax check fails on a call with the wrong arguments") {
    TempDir dir;
    write_generated_headers(dir.path());
    // SpawnActor takes the transform by pointer: passing it by value must not compile.
    const fs::path original = kUe / "Rusteal/Source/Rusteal/Private/RustealApiGameplay.cpp";
    const std::string text = read_file(original);
    const std::string call = "W->SpawnActor(ClassOf(C), &Transform, Params)";
    REQUIRE(text.find(call) != std::string::npos);
    const fs::path broken = dir.path() / "RustealApiGameplay.cpp";
    std::ofstream(broken) << rusteal::test::replace_all(text, call, "W->SpawnActor(ClassOf(C), Transform, Params)");
    std::string out;
    const int rc = rusteal::test::run_logged(compile_command(broken, dir.path()), dir.path() / "gcc.log", out);
    INFO(out);
    CHECK(rusteal::test::how_it_ended(rc) == rusteal::test::exited_with(1));
    CHECK_THAT(out, Catch::Contains("SpawnActor"));
}

TEST_CASE("the plugin descriptors carry the runtime's version and their modules") {
    for (const char* plugin : {"Rusteal", "RustealGenerator"}) {
        INFO(plugin);
        const auto d = boost::json::parse(read_file(kUe / plugin / (std::string(plugin) + ".uplugin"))).as_object();
        CHECK(d.at("Version").as_int64() == RUSTEAL_RUNTIME_VERSION_CODE);
        CHECK(d.at("VersionName").as_string() == RUSTEAL_RUNTIME_VERSION);
        for (const auto& m : d.at("Modules").as_array()) {
            const std::string module(m.at("Name").as_string());
            CHECK(fs::exists(kUe / plugin / "Source" / module / (module + ".Build.cs")));
        }
    }
}
