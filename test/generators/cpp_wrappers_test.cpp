#include "fixture_dir.hpp"
#include "generators/cpp_wrapper_emitter.hpp"
#include "generators/filter.hpp"
#include "generators/function_table.hpp"
#include "generators/load_reflection.hpp"
#include "generators/table_emitters.hpp"
#include "exit_status.hpp"
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

using rusteal::test::kFixture;

struct Generated {
    rusteal::test::TempDir dir;
    fs::path out() const { return dir.path() / "Generated"; }
    fs::path standin() const { return dir.path() / "standin"; }
    std::vector<std::string> files;

    explicit Generated(const std::string& features) {
        auto model = load_reflection(kFixture);
        auto ctx = make_library_context(parse_config(rusteal::test::probe_config(features), "rusteal.toml"), model);
        auto bound = bind_model(model, ctx);
        auto table = build_function_table(bound, ctx);
        fs::create_directories(out());
        for (const auto& f : emit_cpp_wrappers(model, table, ctx)) {
            std::ofstream(out() / f.name) << f.content;
            files.push_back(f.name);
        }
        std::ofstream(out() / "RustealFuncIds.h") << emit_func_ids_h(table);
        std::ofstream(out() / "RustealFillFuncTable.cpp") << emit_fill_func_table_cpp(table, ctx);
        files.push_back("RustealFillFuncTable.cpp");
        rusteal::test::write_standin_headers(kFixture, standin(), {RUSTEAL_SOURCE_DIR "/test/standin_ue", RUSTEAL_SOURCE_DIR "/test/standin_ue_plugin"});
    }

    // g++ -fsyntax-only over the given files (`windows`: MinGW's, for Win64, with Microsoft's
    // extensions); the compiler's messages land in `log`.
    int compile(const std::vector<std::string>& names, std::string& log, bool windows = false) const {
        // As test/standin_ue/README.md orders them: derived, transcribed and core, the plugin's public headers.
        const std::string compiler = windows ? "x86_64-w64-mingw32-g++-posix -fms-extensions" : "g++";
        std::string cmd = "cd '" + out().string() + "' && " + compiler + " -std=c++20 -fsyntax-only -Wall -Werror -DUE_BUILD_DEVELOPMENT=1 -I'" + standin().string() +
                          "' -I'" RUSTEAL_SOURCE_DIR "/test/standin_ue' -I'" RUSTEAL_SOURCE_DIR
                          "/plugin_runtime/ue/Rusteal/Source/Rusteal/Public' -I. -I'" RUSTEAL_SOURCE_DIR "/test/standin_ue_plugin'";
        for (const auto& n : names) cmd += " '" + n + "'";
        auto log_file = dir.path() / "compile.log";
        cmd += " >'" + log_file.string() + "' 2>&1";
        int rc = std::system(cmd.c_str());
        log = read_file(log_file);
        return rc;
    }
    std::string file(const std::string& name) const { return read_file(out() / name); }
    // A copy of the transcribed engine header `header` (test/standin_ue) in front of it on the
    // include path, for a test to edit.
    fs::path editable_engine_header(const std::string& header) const {
        const fs::path copy = standin() / header;
        fs::create_directories(copy.parent_path());
        fs::copy_file(fs::path(RUSTEAL_SOURCE_DIR) / "test/standin_ue" / header, copy, fs::copy_options::overwrite_existing);
        return copy;
    }
};

} // namespace

TEST_CASE("every generated wrapper compiles against the stand-in engine", "[cpp][compiler]") {
    Generated g(R"("core", "engine", "input", "slate", "umg", "enhanced-input")");
    REQUIRE(g.files.size() > 10);
    std::string log;
    int rc = g.compile(g.files, log);
    INFO(log.substr(0, 6000));
    CHECK(rc == 0);
}

TEST_CASE("every generated wrapper compiles for Win64 too (MinGW, the stand-in's Windows branch)", "[cpp][compiler]") {
    Generated g(R"("core", "engine", "input", "slate", "umg", "enhanced-input")");
    REQUIRE(g.files.size() > 10);
    std::string log;
    const int rc = g.compile(g.files, log, true);
    INFO(log.substr(0, 6000));
    CHECK(rc == 0);
}

// UBT's unity build merges a module's .cpp files into one translation unit (`#include`s of each):
// the wrappers, their helpers and the table's filling must hold together there too.
TEST_CASE("the generated C++ of a module compiles as one unity translation unit", "[cpp][compiler]") {
    Generated g(R"("core", "engine", "input", "slate", "umg", "enhanced-input")");
    std::ofstream unity(g.out() / "Module.Rusteal.cpp");
    for (const auto& f : g.files) unity << "#include \"" << f << "\"\n";
    unity.close();
    std::string log;
    const int rc = g.compile({"Module.Rusteal.cpp"}, log);
    INFO(log.substr(0, 6000));
    CHECK(rc == 0);
}

// A struct crosses as the caller's buffer holding a value the engine initialised (OwnedStruct):
// a wrapper stores an out or returned struct into it by assignment, never by its bytes, which
// would leave the caller pointers into what the wrapper's local frees (MapKey returns an
// FEnhancedActionKeyMapping, whose TArrays own memory).
TEST_CASE("a struct a wrapper returns or puts out is stored as C++ copies it, not by its bytes", "[cpp][compiler]") {
    Generated g(R"("core", "engine", "input", "enhanced-input")");
    std::string all;
    for (const auto& f : g.files) all += g.file(f);
    CHECK_THAT(all, Catch::Contains("RustealStoreStruct(OutReturnValue, Self->MapKey("));
    CHECK_THAT(all, !Catch::Contains("memcpy"));

    // The helpers, run: a struct owning memory, returned by reference and by value.
    rusteal::test::TempDir dir;
    std::ofstream(dir.path() / "store.cpp") << R"(#include "RustealWrapperSupport.h"
#include <new>
#include <vector>
struct FOwning { std::vector<int> Values; };
struct FHolder {
    FOwning Mapping;
    FOwning& Map() { return Mapping; }
    FOwning Make() const { return FOwning{{4, 5}}; }
};
int main() {
    alignas(16) uint8_t Buffer[sizeof(FOwning)];
    new (Buffer) FOwning(); // as the engine initialises the caller's buffer
    FOwning& Stored = *reinterpret_cast<FOwning*>(Buffer);
    {
        FHolder Holder;
        Holder.Mapping.Values = {1, 2, 3};
        RustealStoreStruct(Buffer, Holder.Map());
        if (Stored.Values.data() == Holder.Mapping.Values.data()) return 2; // its bytes: the holder's memory
    }
    if (Stored.Values != std::vector<int>{1, 2, 3}) return 3; // the holder is gone, the copy is whole
    RustealStoreStruct(Buffer, FHolder{}.Make());
    if (Stored.Values != std::vector<int>{4, 5}) return 4;
    if (&RustealLoadStruct<FOwning>(Buffer) != &Stored) return 5; // read in place
    Stored.~FOwning();
    return 0;
}
)";
    const std::string build = "cd '" + dir.path().string() + "' && g++ -std=c++20 -Wall -Werror -fsanitize=address -DUE_BUILD_DEVELOPMENT=1 -I'" RUSTEAL_SOURCE_DIR
                              "/plugin_runtime/ue/Rusteal/Source/Rusteal/Public' -I'" RUSTEAL_SOURCE_DIR "/test/standin_ue_plugin' store.cpp -o store >build.log 2>&1";
    REQUIRE(rusteal::test::how_it_ended(std::system(build.c_str())) == rusteal::test::exited_with(0));
    const std::string run = "cd '" + dir.path().string() + "' && ./store >run.log 2>&1";
    const int status = std::system(run.c_str());
    INFO(read_file(dir.path() / "run.log"));
    CHECK(rusteal::test::how_it_ended(status) == rusteal::test::exited_with(0));
}

TEST_CASE("the syntax check fails when a wrapper's call does not match the engine's signature", "[cpp][compiler]") {
    Generated g(R"("core", "engine")");
    auto actor_h = g.editable_engine_header("GameFramework/Actor.h");
    auto text = read_file(actor_h);
    auto at = text.find("SetActorHiddenInGame(bool ");
    REQUIRE(at != std::string::npos);
    text.replace(at, std::string("SetActorHiddenInGame(bool ").size(), "SetActorHiddenInGame(FString ");
    std::ofstream(actor_h) << text;
    std::string log;
    CHECK(rusteal::test::how_it_ended(g.compile({"RustealFunc_engine_Actor.cpp"}, log)) == rusteal::test::exited_with(1));
    CHECK_THAT(log, Catch::Contains("SetActorHiddenInGame"));
}

TEST_CASE("a bound function the engine deprecated still compiles under -Werror, and only inside the wrappers", "[cpp][compiler]") {
    Generated g(R"("core", "engine")");
    auto actor_h = g.editable_engine_header("GameFramework/Actor.h");
    auto text = read_file(actor_h);
    const std::string decl = "virtual void SetActorHiddenInGame(bool ";
    auto at = text.find(decl);
    REQUIRE(at != std::string::npos);
    text.insert(at, "UE_DEPRECATED(5.8, \"use something else\") ");
    std::ofstream(actor_h) << text;
    std::string log;
    CHECK(g.compile({"RustealFunc_engine_Actor.cpp"}, log) == 0);
    INFO(log);
    // The same call outside the wrappers' silenced region is an error: the deprecation is real.
    std::ofstream(g.out() / "Outside.cpp") << "#include \"GameFramework/Actor.h\"\nvoid F(AActor* A) { A->SetActorHiddenInGame(true); }\n";
    CHECK(rusteal::test::how_it_ended(g.compile({"Outside.cpp"}, log)) == rusteal::test::exited_with(1));
    CHECK_THAT(log, Catch::Contains("deprecated"));
}

TEST_CASE("interface functions, native events and returned containers take the reference's forms", "[cpp][compiler]") {
    Generated g(R"("core", "engine", "input", "enhanced-input")");
    CHECK_THAT(g.file("RustealFunc_enhanced_input_EnhancedInputLocalPlayerSubsystem.cpp"),
               Catch::Contains("static_cast<IEnhancedInputSubsystemInterface*>(Self)->AddMappingContext("));
    auto modifier = g.file("RustealFunc_enhanced_input_InputModifier.cpp");
    CHECK_THAT(modifier, Catch::Contains("using UInputModifier::ModifyRaw_Implementation;") &&
                             Catch::Contains("(Self->*(&FRustealAccess::ModifyRaw_Implementation))("));
    auto config = g.file("RustealFunc_enhanced_input_PlayerMappableInputConfig.cpp");
    CHECK_THAT(config, Catch::Contains("std::decay_t<decltype(Self->GetMappingContexts())>") &&
                           Catch::Contains("#include \"EnhancedActionKeyMapping.h\""));
    // Strings as pointer and length, structs as bytes, objects as void*, no function id anywhere.
    auto actor = g.file("RustealFunc_engine_Actor.cpp");
    CHECK_THAT(actor, Catch::Contains("extern \"C\" uint32_t Rusteal_Actor_GetOwner(void* Obj, void** OutReturnValue)"));
    CHECK_THAT(actor, Catch::Contains("if (!IsValid(Self)) return RustealErrorCode_ObjectDestroyed;"));
    CHECK(actor.find("RustealFuncId") == std::string::npos);
    CHECK(actor.find("PRAGMA_DISABLE_DEPRECATION_WARNINGS") != std::string::npos);
    CHECK(actor.find("PRAGMA_ENABLE_DEPRECATION_WARNINGS") != std::string::npos);
}

TEST_CASE("turning a feature off leaves no wrapper of its module", "[cpp][compiler]") {
    Generated g(R"("core", "engine")");
    for (const auto& f : g.files) CHECK(f.find("enhanced_input") == std::string::npos);
}
