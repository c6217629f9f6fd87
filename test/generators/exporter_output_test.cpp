// The exporter's output for the made-up UHT session (test/exporter/expected/, which the exporter
// test keeps equal to what RustealExport.cs writes) goes through the generators like the real
// fixture: the C++ wrappers compile against the stand-in engine, and the special cases the
// session holds come out as exporter_csharp/README.md "What goes out" says.
#include "generators/code_generator.hpp"
#include "generators/cpp_wrapper_emitter.hpp"
#include "generators/filter.hpp"
#include "generators/function_table.hpp"
#include "generators/load_reflection.hpp"
#include "generators/table_emitters.hpp"
#include "probe_config.hpp"
#include "standin_headers.hpp"
#include "read_file.hpp"
#include "temp_dir.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

using namespace rusteal::generators;
using rusteal::test::read_file;
namespace fs = std::filesystem;

namespace {

const fs::path kExported = fs::path(RUSTEAL_SOURCE_DIR) / "test/exporter/expected";

} // namespace

TEST_CASE("the exporter's output generates wrappers that compile against the stand-in engine", "[exporter][cpp]") {
    auto model = load_reflection(kExported);
    auto ctx = make_library_context(parse_config(rusteal::test::probe_config(R"("core", "engine")"), "rusteal.toml"), model);
    auto bound = bind_model(model, ctx);
    auto table = build_function_table(bound, ctx);
    rusteal::test::TempDir dir;
    const auto out = dir.path() / "Generated";
    const auto standin = dir.path() / "standin";
    fs::create_directories(out);
    std::string files;
    std::map<std::string, std::string> text;
    for (const auto& f : emit_cpp_wrappers(model, table, ctx)) {
        std::ofstream(out / f.name) << f.content;
        files += " '" + f.name + "'";
        text[f.name] = f.content;
    }
    std::ofstream(out / "RustealFuncIds.h") << emit_func_ids_h(table);
    std::ofstream(out / "RustealFillFuncTable.cpp") << emit_fill_func_table_cpp(table, ctx);
    // The exporter test's engine classes are made up (its own UHT input), not Unreal's: derived.
    // Its UObject and UInterface are the core's, whose stand-in (test/standin_ue_plugin) stands in.
    rusteal::test::write_standin_headers(kExported, standin, {}, {RUSTEAL_SOURCE_DIR "/test/standin_ue_plugin"});
    fs::remove(standin / "UObject/Object.h");
    fs::remove(standin / "UObject/Interface.h");

    // What the session holds, as exporter_csharp/README.md says it comes out.
    const auto& actor = text.at("RustealFunc_engine_Actor.cpp");
    CHECK_THAT(actor, Catch::Contains("using AActor::AddTagLater;"));                 // protected, BlueprintCallable
    CHECK_THAT(actor, Catch::Contains("OnReset_Implementation"));                      // BlueprintNativeEvent
    CHECK_THAT(actor, Catch::Contains("AActor::LineTraceSingle("));                    // static
    CHECK_THAT(actor, Catch::Contains("std::decay_t<decltype(Self->GetTagsCopy())>")); // a returned container
    CHECK_THAT(text.at("RustealFunc_engine_Pawn.cpp"),
               Catch::Contains("static_cast<INavAgentInterface*>(Self)->GetNavAgentLocationBP")); // through the interface
    CHECK(text.count("RustealFunc_engine_SceneComponent.cpp") == 0); // reached: properties, no functions
    bool watched_skipped = false;
    for (const auto& s : bound.skipped) watched_skipped |= s.what == "Actor.WatchedField";
    CHECK(watched_skipped);

    // The derived headers first (they stand in for this test's made-up classes), then as the wrappers' test.
    std::string cmd = "cd '" + out.string() + "' && g++ -std=c++20 -fsyntax-only -Wall -Werror -DUE_BUILD_DEVELOPMENT=1 -I'" + standin.string() +
                      "' -I'" RUSTEAL_SOURCE_DIR "/test/standin_ue' -I'" RUSTEAL_SOURCE_DIR
                      "/plugin_runtime/ue/Rusteal/Source/Rusteal/Public' -I. -I'" RUSTEAL_SOURCE_DIR "/test/standin_ue_plugin'" + files + " RustealFillFuncTable.cpp >'" +
                      (dir.path() / "compile.log").string() + "' 2>&1";
    int rc = std::system(cmd.c_str());
    INFO(read_file(dir.path() / "compile.log").substr(0, 6000));
    CHECK(rc == 0);
}
