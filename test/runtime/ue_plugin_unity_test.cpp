// The Rusteal module as a unity or monolithic build compiles it: its own sources, the host compiled
// into it and a template project's generated wrappers in one translation unit. Each stand-in engine
// header exists once (test/repo/standin_headers_once.sh), so the plugin's sources and the generated
// code see the same declarations; in one translation unit a declaration that one side needs and
// the header lacks fails here, whichever side included the header first, and so does a name two of
// the module's files both define (UBT's unity files put several of a module's sources together).
#include "exit_status.hpp"
#include "generators/code_generator.hpp"
#include "read_file.hpp"
#include "scaffold/template_catalog.hpp"
#include "shell.hpp"
#include "standin_headers.hpp"
#include "temp_dir.hpp"
#include "ue_plugin_sources.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>

namespace fs = std::filesystem;
namespace rt = rusteal::test;

namespace {

// The stand-in engine's reflection (test/standin_engine/README.md), what a project on it
// generates from.
const fs::path kEngineReflection = fs::path(RUSTEAL_STANDIN_ENGINE) / "Engine/Intermediate/StandinUHT";

// The generated C++ of a project made from the game template `name`/`variant`, as `rusteal build`
// writes it: the template's own rusteal.toml over the stand-in engine's reflection.
std::vector<fs::path> generate_project_wrappers(const fs::path& root, const std::string& name, const std::string& variant) {
    const rusteal::scaffold::TemplateContext context{{"project", "UnityProbe"}, {"crate_name", "unity_probe"}, {"crate_ident", "unity_probe"}};
    fs::create_directories(root);
    std::ofstream(root / "rusteal.toml")
        << rusteal::scaffold::render_template_file(rusteal::scaffold::TemplateKind::Game, name, variant, "rusteal.toml.tera", context);
    auto paths = rusteal::generators::game_library_paths(root);
    paths.uht_dir = kEngineReflection;
    rusteal::generators::CodeGenerator generator(paths);
    const auto report = generator.generate();
    INFO(name << "/" << variant);
    REQUIRE(report.functions > 500);
    std::vector<fs::path> sources;
    for (const auto& e : fs::directory_iterator(paths.cpp_dir))
        if (e.path().extension() == ".cpp") sources.push_back(e.path());
    std::sort(sources.begin(), sources.end());
    return sources;
}

// The Rusteal module's own sources: Private/ and the host `rusteal setup` installs beside them.
std::vector<fs::path> rusteal_module_sources() {
    std::vector<fs::path> sources;
    for (const fs::path& dir : {rt::kUePlugins / "Rusteal/Source/Rusteal/Private", rt::kSourceDir / "plugin_runtime/host/src"})
        for (const auto& e : fs::directory_iterator(dir))
            if (e.path().extension() == ".cpp") sources.push_back(e.path());
    std::sort(sources.begin(), sources.end());
    return sources;
}

} // namespace

TEST_CASE("the Rusteal module's sources and a template's generated wrappers compile as one translation unit",
          "[compiler][unity]") {
    rt::TempDir dir;
    rt::write_generated_headers(dir.path());
    // The template that binds the most modules: AI, StateTree and Niagara besides the base's.
    const auto wrappers = generate_project_wrappers(dir.path() / "project", "top-down", "twin-stick");
    const auto own = rusteal_module_sources();
    REQUIRE(own.size() >= 9);
    REQUIRE(wrappers.size() >= 10);
    // Both orders: the plugin's sources first (the headers' plugin-side declarations seen first), and
    // the wrappers first.
    const fs::path derived = dir.path() / "derived";
    rt::write_standin_headers(kEngineReflection, derived, {rt::kStandinEngine, rt::kStandinCore});
    for (const bool plugin_first : {true, false}) {
        const fs::path unity = dir.path() / (plugin_first ? "Module.Rusteal.plugin_first.cpp" : "Module.Rusteal.wrappers_first.cpp");
        {
            std::ofstream out(unity);
            const auto& first = plugin_first ? own : wrappers;
            const auto& second = plugin_first ? wrappers : own;
            for (const auto* list : {&first, &second})
                for (const auto& source : *list) out << "#include \"" << source.string() << "\"\n";
        }
        std::string cmd = "g++ -std=c++20 -fsyntax-only -Wall -Werror -DWITH_EDITOR=1 -DWITH_EDITORONLY_DATA=1 "
                          "-DUE_BUILD_DEVELOPMENT=1 -DRUSTEAL_API= -DRUSTEAL_PLUGIN_VERSION=1";
        // As UBT orders a module's include path: its own folders, then the engine's modules.
        for (const fs::path& include :
             {rt::kUePlugins / "Rusteal/Source/Rusteal/Public", rt::kUePlugins / "Rusteal/Source/Rusteal/Private",
              dir.path() / "project/Plugins/Rusteal/Source/Rusteal/Generated", derived, rt::kStandinEngine,
              rt::kStandinCore, rt::kSourceDir / "plugin_runtime/abi", rt::kSourceDir / "plugin_runtime/host/include",
              dir.path()})
            cmd += " -I'" + include.string() + "'";
        cmd += " '" + unity.string() + "'";
        std::string log;
        const int rc = rt::run_logged(cmd, dir.path() / "unity.log", log);
        INFO((plugin_first ? "plugin sources first" : "wrappers first") << "\n" << log.substr(0, 20000));
        CHECK(rt::how_it_ended(rc) == rt::exited_with(0));
    }
}
