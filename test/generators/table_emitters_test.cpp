#include "generators/filter.hpp"
#include "generators/function_table.hpp"
#include "generators/load_reflection.hpp"
#include "generators/table_emitters.hpp"
#include "exit_status.hpp"
#include "model_builders.hpp"
#include "temp_dir.hpp"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <fstream>
#include <iterator>

#include <sys/wait.h>

using namespace rusteal::generators;

namespace {

LibraryContext context(const ReflectionModel& m, const std::string& kind_line = "[project]\ncrate = \"g\"\n",
                       const std::string& plugin = "") {
    return make_library_context(
        parse_config(kind_line + "[codegen]\nfeatures = [\"core\", \"engine\", \"enhanced-input\"]\n[codegen.modules]\n"
                                 "CoreUObject = { module = \"core_ue\", feature = \"core\" }\n"
                                 "Engine = { module = \"engine\", feature = \"engine\" }\n"
                                 "EnhancedInput = { module = \"enhanced_input\", feature = \"enhanced-input\" }\n"
                                 "UMG = { module = \"umg\", feature = \"umg\" }\n",
                     "t"),
        m, plugin);
}

// g++ -fsyntax-only on one file; the compiler's messages go to <file>.log beside it.
int syntax_check(const std::filesystem::path& dir, const std::string& file) {
    std::string cmd = "g++ -std=c++20 -fsyntax-only -Wall -Werror -I'" + dir.string() + "' '" + (dir / file).string() +
                      "' >'" + (dir / file).string() + ".log' 2>&1";
    return std::system(cmd.c_str());
}

} // namespace

TEST_CASE("id files: one constant per function, then FUNC_COUNT", "[emit]") {
    auto model = load_reflection(RUSTEAL_FIXTURE_DIR);
    auto ctx = context(model);
    const auto bound = bind_model(model, ctx);
    auto table = build_function_table(bound, ctx);
    auto rs = emit_func_ids_rs(table);
    CHECK_THAT(rs, Catch::Contains("pub const ACTOR_GET_OWNER: u32 = "));
    CHECK_THAT(rs, Catch::EndsWith("pub const FUNC_COUNT: u32 = " + std::to_string(table.size()) + ";\n"));
    auto h = emit_func_ids_h(table);
    CHECK_THAT(h, Catch::Contains("#pragma once") && Catch::Contains("namespace RustealFuncId {") &&
                      Catch::Contains("constexpr uint32_t ACTOR_GET_OWNER = "));
    auto cpp = emit_fill_func_table_cpp(table, ctx);
    // It asks each wrapper file for its wrappers, declared with its one signature, and places them
    // at their ids; no wrapper is declared here (that would clash with its definition in a unity build).
    CHECK_THAT(cpp, Catch::Contains("void* const* RustealFuncs_engine_Actor(uint32_t* OutCount);") &&
                        Catch::Contains("RustealFuncId::ACTOR_GET_OWNER") &&
                        Catch::Contains("void* const* Funcs = RustealFuncs_engine_Actor(&Count);") &&
                        !Catch::Contains("Rusteal_Actor_GetOwner") &&
                        Catch::Contains("void RustealFillFuncTable()") && Catch::Contains("void** RustealGetFuncTable()") &&
                        Catch::Contains("uint32_t RustealGetFuncCount()"));

    // Both compile as they are.
    rusteal::test::TempDir dir;
    std::ofstream(dir.path() / "RustealFuncIds.h") << h;
    std::ofstream(dir.path() / "RustealFillFuncTable.cpp") << cpp;
    CHECK(syntax_check(dir.path(), "RustealFillFuncTable.cpp") == 0);
    // And the check can fail: a table slot naming a constant that does not exist.
    std::ofstream(dir.path() / "Broken.cpp") << cpp << "\nvoid Broken() { GRustealFuncTable[RustealFuncId::NO_SUCH] = nullptr; }\n";
    CHECK(rusteal::test::how_it_ended(syntax_check(dir.path(), "Broken.cpp")) == rusteal::test::exited_with(1));
}

TEST_CASE("func_ids.rs is valid Rust (rustfmt parses it)", "[emit]") {
    auto model = load_reflection(RUSTEAL_FIXTURE_DIR);
    auto ctx = context(model);
    auto table = build_function_table(bind_model(model, ctx), ctx);
    rusteal::test::TempDir dir;
    auto file = dir.path() / "func_ids.rs";
    std::ofstream(file) << emit_func_ids_rs(table);
    // rustfmt comes with the Rust toolchain: PATH, or rustup's default place.
    std::string rustfmt = "rustfmt";
    if (std::system("command -v rustfmt >/dev/null 2>&1") != 0) {
        const char* home = std::getenv("HOME");
        rustfmt = std::string(home ? home : "/root") + "/.cargo/bin/rustfmt";
    }
    auto log = dir.path() / "rustfmt.log";
    std::string cmd = "'" + rustfmt + "' --edition 2024 --emit stdout '" + file.string() + "' >/dev/null 2>'" + log.string() + "'";
    int rc = std::system(cmd.c_str());
    std::ifstream in(log);
    std::string err((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    INFO(err);
    CHECK(rc == 0);
    // The check can fail: a constant without its value does not parse.
    std::ofstream(file) << emit_func_ids_rs(table) << "pub const BROKEN: u32 = ;\n";
    CHECK(rusteal::test::how_it_ended(std::system(cmd.c_str())) == rusteal::test::exited_with(1));
}

TEST_CASE("plugin libraries prefix every C symbol", "[emit]") {
    ReflectionModel m;
    auto c = rusteal::test::make_class("Actor", "AActor", "Engine");
    c.funcs.push_back(rusteal::test::make_function("GetOwner", 0x400));
    m.classes.push_back(c);
    auto ctx = context(m, "[plugin]\ncrate = \"inv\"\n", "Inventory");
    const auto bound = bind_model(m, ctx);
    auto table = build_function_table(bound, ctx);
    REQUIRE(table.size() == 1);
    CHECK(table[0].symbol == "Inventory_Rusteal_Actor_GetOwner");
    auto cpp = emit_fill_func_table_cpp(table, ctx);
    CHECK_THAT(cpp, Catch::Contains("void* const* Inventory_RustealFuncs_engine_Actor(uint32_t* OutCount);") &&
                        Catch::Contains("void Inventory_RustealFillFuncTable()") &&
                        Catch::Contains("void** Inventory_RustealGetFuncTable()") &&
                        Catch::Contains("uint32_t Inventory_RustealGetFuncCount()"));
    // An empty table still compiles.
    rusteal::test::TempDir dir;
    std::ofstream(dir.path() / "RustealFuncIds.h") << emit_func_ids_h({});
    std::ofstream(dir.path() / "RustealFillFuncTable.cpp") << emit_fill_func_table_cpp({}, ctx);
    CHECK(syntax_check(dir.path(), "RustealFillFuncTable.cpp") == 0);
}

TEST_CASE("module_deps.txt: Core and the enabled packages, minus the host module", "[emit]") {
    ReflectionModel m;
    CHECK(emit_module_deps(context(m)) == "Core\nCoreUObject\nEngine\nEnhancedInput");
    // In a plugin, the Rusteal module is a dependency like any other; the plugin's own is not.
    CHECK(emit_module_deps(context(m, "[plugin]\ncrate = \"inv\"\n", "Inventory")) ==
          "Core\nCoreUObject\nEngine\nEnhancedInput\nRusteal");
}
