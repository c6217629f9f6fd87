// The build pipeline's plan: step selection, the cargo command, cargo's JSON diagnostics, the
// fingerprint and the atomic deploy (the whole pipeline runs in runtime/build_pipeline_test.cpp).
#include "pipeline/build_plan.hpp"
#include "temp_dir.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <thread>

namespace fs = std::filesystem;
using namespace rusteal::pipeline;

TEST_CASE("step selection follows the reference and its messages") {
    std::string e;
    auto r = select_steps(false, std::nullopt, std::nullopt, e);
    CHECK((r && r->first == 4 && r->last == 5));
    r = select_steps(true, std::nullopt, std::nullopt, e);
    CHECK((r && r->first == 1 && r->last == 5));
    r = select_steps(false, 2, std::nullopt, e);
    CHECK((r && r->first == 2 && r->last == 5));
    r = select_steps(false, std::nullopt, 3, e);
    CHECK((r && r->first == 3 && r->last == 3));
    CHECK_FALSE(select_steps(false, 2, 3, e));
    CHECK(e == "--step and --from are mutually exclusive.");
    CHECK_FALSE(select_steps(false, std::nullopt, 6, e));
    CHECK(e == "--step must be 1-5, got 6");
    CHECK_FALSE(select_steps(false, 0, std::nullopt, e));
    CHECK(e == "--from must be 1-5, got 0");
    CHECK_FALSE(select_steps(true, std::nullopt, 4, e));
    CHECK_THAT(e, Catch::Contains("--all"));
}

TEST_CASE("the cargo command uses the crate's own manifest when it has one") {
    rusteal::test::TempDir dir;
    BuildLibrary lib{"game", "Probe", dir.path() / "Rust", "probe-game", {"net"}, dir.path() / "librusteal.so"};
    fs::create_directories(lib.workspace);
    auto cmd = cargo_command(lib, true, {"extra"}, {"net.offline=true"});
    CHECK(cmd == std::vector<std::string>{"cargo", "build", "--manifest-path", (lib.workspace / "Cargo.toml").string(), "-p",
                                          "probe-game", "--release", "--features", "net,extra",
                                          "--message-format=json-diagnostic-rendered-ansi", "--config", "net.offline=true"});
    fs::create_directories(lib.workspace / "probe-game");
    std::ofstream(lib.workspace / "probe-game/Cargo.toml") << "[package]\n";
    cmd = cargo_command(lib, false, {}, {});
    CHECK(cmd[3] == (lib.workspace / "probe-game/Cargo.toml").string());
    CHECK(built_file(lib, false) == lib.workspace / "target/debug/libprobe_game.so");
}

TEST_CASE("cargo's JSON messages become diagnostics of the crate's code") {
    const std::string error =
        R"({"reason":"compiler-message","package_id":"x","message":{"level":"error","message":"mismatched types",)"
        R"("rendered":"error[E0308]","spans":[{"file_name":"probe-game/src/lib.rs","line_start":73,"column_start":27,"is_primary":true}]}})";
    auto d = parse_cargo_line(error, "/p/Rust");
    REQUIRE(d);
    CHECK(describe(*d) == "/p/Rust/probe-game/src/lib.rs:73:27: error: mismatched types");
    CHECK_FALSE(parse_cargo_line(R"({"reason":"compiler-artifact"})", "/p"));
    CHECK_FALSE(parse_cargo_line(R"({"reason":"compiler-message","message":{"level":"note","message":"x"}})", "/p"));
    CHECK_FALSE(parse_cargo_line("   Compiling probe-game", "/p"));
    CHECK_FALSE(parse_cargo_line("{not json", "/p"));
}

TEST_CASE("the fingerprint changes with a source and ignores target") {
    rusteal::test::TempDir dir;
    fs::create_directories(dir.path() / "src");
    fs::create_directories(dir.path() / "target/debug");
    std::ofstream(dir.path() / "src/lib.rs") << "fn a() {}";
    const auto a = source_fingerprint(dir.path(), {"cargo"});
    std::ofstream(dir.path() / "target/debug/out.rs") << "x";
    CHECK(source_fingerprint(dir.path(), {"cargo"}) == a);
    CHECK(source_fingerprint(dir.path(), {"cargo", "--release"}) != a);
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
    std::ofstream(dir.path() / "src/lib.rs") << "fn a() { }";
    CHECK(source_fingerprint(dir.path(), {"cargo"}) != a);
}

TEST_CASE("deploy replaces the file atomically and leaves it alone when it cannot") {
    rusteal::test::TempDir dir;
    const auto built = dir.path() / "built.so";
    const auto deployed = dir.path() / "out/librusteal.so";
    std::string error;
    CHECK_FALSE(deploy(built, deployed, error));
    CHECK_THAT(error, Catch::Contains("did step 4 (cargo build) succeed?"));
    std::ofstream(built) << "v1";
    REQUIRE(deploy(built, deployed, error));
    const auto inode1 = fs::hard_link_count(deployed);
    CHECK(inode1 == 1);
    fs::create_hard_link(deployed, dir.path() / "out/librusteal_hot_1.so"); // a loaded copy
    std::ofstream(built) << "v2";
    REQUIRE(deploy(built, deployed, error));
    std::ifstream loaded(dir.path() / "out/librusteal_hot_1.so");
    std::string old;
    loaded >> old;
    CHECK(old == "v1"); // a new inode: the loaded copy kept its bytes
    CHECK_FALSE(fs::exists(deployed.string() + ".partial"));
}

TEST_CASE("cargo's artifact message names the built library wherever the target folder is") {
    const std::string line =
        R"({"reason":"compiler-artifact","package_id":"path+file:///p#probe-game@0.1.0","target":{"kind":["cdylib"],)"
        R"("crate_types":["cdylib"],"name":"probe_game","src_path":"/p/src/lib.rs"},"profile":{},"features":[],)"
        R"("filenames":["/srv/cargo-target/debug/libprobe_game.so"],"executable":null,"fresh":true})";
    auto built = parse_cargo_artifact(line, "probe-game");
    REQUIRE(built);
    CHECK(*built == "/srv/cargo-target/debug/libprobe_game.so");
    CHECK_FALSE(parse_cargo_artifact(line, "other-crate"));
    CHECK_FALSE(parse_cargo_artifact(R"({"reason":"build-finished","success":true})", "probe-game"));
    CHECK_FALSE(parse_cargo_artifact("   Compiling probe-game v0.1.0", "probe-game"));
    // An rlib of the same crate is not the library to deploy.
    std::string rlib = line;
    rlib.replace(rlib.find("libprobe_game.so"), 16, "libprobe_game.rlib");
    CHECK_FALSE(parse_cargo_artifact(rlib, "probe-game"));
}

TEST_CASE("a C++ compiler's line in UBT's output becomes a diagnostic with its place") {
    auto d = parse_compiler_line("/p/Generated/RustealFunc_game_Probe.cpp:74:14: error: 'x' was not declared in this scope");
    REQUIRE(d);
    CHECK(d->file == "/p/Generated/RustealFunc_game_Probe.cpp");
    CHECK(d->line == 74);
    CHECK(d->column == 14);
    CHECK(d->level == "error");
    CHECK(d->message == "'x' was not declared in this scope");
    d = parse_compiler_line("C:/x/y.h:3:1: warning: unused");
    REQUIRE(d);
    CHECK(d->file == "C:/x/y.h");
    CHECK(d->level == "warning");
    CHECK(parse_compiler_line("/a.cpp:1:2: fatal error: no such file")->level == "error");
    CHECK_FALSE(parse_compiler_line("ERROR: Couldn't find target rules file"));
    CHECK_FALSE(parse_compiler_line("note: error: in a note"));
    CHECK_FALSE(parse_compiler_line("/a.cpp:x:2: error: bad line number"));
    CHECK_FALSE(parse_compiler_line("[3/17] Compile RustealFunc_engine_Actor.cpp"));
}
