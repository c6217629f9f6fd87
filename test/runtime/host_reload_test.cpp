// Hot reload in rusteal-host with libraries cargo rebuilds: a function body changed (the class
// is kept and the new body runs on the existing object), a property added (the class is
// replaced and its objects rebuilt keeping their engine-side values), a broken build whose init
// fails (the previous build runs again), and a plugin's library reloaded beside the game's.
#include "core/headless_engine.hpp"
#include "host_game.hpp"
#include "runner/script.hpp"
#include "script_steps.hpp"

#include <catch2/catch.hpp>

using namespace rusteal::headless;
using rusteal::test::HostGameCrate;
using rusteal::test::all_log;
using rusteal::test::run;

namespace {

void build_and_deploy(HostGameCrate& game) {
    std::string log;
    const bool built = game.build(log);
    INFO(log);
    REQUIRE(built);
    game.deploy();
}

std::vector<std::string> phase_names(const rusteal::host::LoadReport& r) {
    std::vector<std::string> names;
    for (const auto& p : r.phases) names.push_back(p.phase);
    return names;
}

} // namespace

TEST_CASE("hot reload keeps a class whose shape did not change and replaces one whose shape did") {
    HostGameCrate game("reload-game-shapes");
    build_and_deploy(game);
    HeadlessEngine engine;
    REQUIRE(engine.load_library({"Game", "/Script/Rusteal", game.deployed(), nullptr, 0}).ok);
    ScriptRunner r(engine);
    run(engine, r, "spawn Lamp lamp");
    run(engine, r, "set lamp Brightness 7");
    run(engine, r, "set lamp Label \"Bedside\"");
    CHECK(run(engine, r, "call lamp Press 2") == "2");
    Class* const lamp_class = engine.find_class("Lamp");
    const Property* const brightness = lamp_class->own_property("Brightness");

    // Only a function body changed: same class, same property records, new code.
    game.edit("const GREETING: &str = \"hello from Rust\";", "const GREETING: &str = \"hello again from Rust\";");
    build_and_deploy(game);
    const auto dropped = [&] {
        std::size_t n = 0;
        for (const auto& l : engine.log_lines()) n += l.text == "LogRusteal: Display: [Game] a lamp's Rust data is dropped";
        return n;
    };
    REQUIRE(dropped() == 0);
    auto report = engine.reload("Game");
    INFO(report.error << "\n" << all_log(engine));
    REQUIRE(report.ok);
    // The old library dropped the Rust data of both lamps (the spawned one and the class default
    // object) before it unloaded: a Drop of a Rust-private field runs once each.
    CHECK(dropped() == 2);
    CHECK(report.reload_count == 2);
    CHECK(phase_names(report) == std::vector<std::string>{"check", "drop", "unload", "load", "reinstance", "construct"});
    CHECK(engine.find_class("Lamp") == lamp_class);
    CHECK(lamp_class->own_property("Brightness") == brightness);
    CHECK(all_log(engine).find("changed shape") == std::string::npos);
    run(engine, r, "call lamp Greet");
    CHECK_THAT(all_log(engine), Catch::Contains("hello again from Rust (brightness 7)"));
    // Rust-private fields start over from Default; #[uproperty] values stay.
    CHECK(run(engine, r, "call lamp Press 1") == "1");
    CHECK(run(engine, r, "get lamp Label") == "\"Bedside\"");
    CHECK(!rusteal::test::read_file(game.deployed()).empty());
    CHECK_FALSE(std::filesystem::exists(rusteal::host::load_copy_path(game.deployed(), 1)));
    CHECK(std::filesystem::exists(rusteal::host::load_copy_path(game.deployed(), 2)));

    // A property added: the class is replaced; the object is rebuilt with its values kept.
    game.edit("    #[uproperty(BlueprintReadOnly)]\n    ticks_seen: i32,",
              "    #[uproperty(BlueprintReadOnly)]\n    ticks_seen: i32,\n    #[uproperty(BlueprintReadWrite, default = 11)]\n    spare_bulbs: i32,");
    build_and_deploy(game);
    report = engine.reload("Game");
    INFO(report.error << "\n" << all_log(engine));
    REQUIRE(report.ok);
    CHECK_THAT(all_log(engine), Catch::Contains("class Lamp changed shape") &&
                                    Catch::Contains("reinstanced 1 object(s) of Lamp"));
    CHECK(run(engine, r, "get lamp Brightness") == "7");
    CHECK(run(engine, r, "get lamp Label") == "\"Bedside\"");
    CHECK(run(engine, r, "get lamp SpareBulbs") == "11");
    // The new class default object kept its components.
    REQUIRE(lamp_class->cdo);
    CHECK(lamp_class->cdo->subobjects.count("Base") == 1);
    CHECK(lamp_class->cdo->subobjects.count("Bulb") == 1);
    CHECK(lamp_class->cdo->subobjects.at("Bulb")->outer == lamp_class->cdo);
    CHECK(run(engine, r, "call lamp Press 4") == "4");
    run(engine, r, "tick 2");
    CHECK(run(engine, r, "get lamp TicksSeen") == "2");
    run(engine, r, "spawn Lamp second");
    CHECK(run(engine, r, "get second SpareBulbs") == "11");
    CHECK(run(engine, r, "get second Label") == "\"Desk lamp\"");
}

TEST_CASE("a rebuilt library whose init fails leaves the previous build running") {
    HostGameCrate game("reload-game-rollback");
    build_and_deploy(game);
    HeadlessEngine engine;
    REQUIRE(engine.load_library({"Game", "/Script/Rusteal", game.deployed(), nullptr, 0}).ok);
    ScriptRunner r(engine);
    run(engine, r, "spawn Lamp lamp");
    CHECK(run(engine, r, "call lamp Press 3") == "3");

    // Two classes named Lamp in one library: the engine refuses the second, init fails.
    game.edit("rusteal_runtime::entry!();",
              "rusteal_runtime::entry!();\n\nmod twin {\n    use crate::engine::Actor;\n    use rusteal_runtime::prelude::*;\n"
              "    #[uclass(parent = Actor)]\n    pub struct Lamp {\n        #[uproperty(BlueprintReadWrite)]\n        size: i32,\n    }\n}\n");
    build_and_deploy(game);
    const auto report = engine.reload("Game");
    CHECK_FALSE(report.ok);
    CHECK(report.rolled_back);
    CHECK_THAT(all_log(engine), Catch::Contains("declares two classes of that name"));
    CHECK(engine.libraries().find("Game")->loaded());
    CHECK(engine.libraries().find("Game")->reload_count() == 1);
    // The previous build's code runs again (its Rust data constructed anew).
    run(engine, r, "call lamp Greet");
    CHECK_THAT(all_log(engine), Catch::Contains("hello from Rust (brightness 3)"));
    CHECK(run(engine, r, "call lamp Press 1") == "1");
}

TEST_CASE("a plugin's library reloads without touching the game's") {
    HostGameCrate game("reload-game-main");
    HostGameCrate plugin("reload-game-plugin", "Torch");
    build_and_deploy(game);
    build_and_deploy(plugin);
    HeadlessEngine engine;
    REQUIRE(engine.load_library({"Game", "/Script/Rusteal", game.deployed(), nullptr, 0}).ok);
    REQUIRE(engine.load_library({"Lights", "/Script/Lights", plugin.deployed(), nullptr, 0}).ok);
    CHECK(engine.find_class("Torch")->package == "/Script/Lights");
    CHECK(engine.find_class("Lamp")->package == "/Script/Rusteal");
    ScriptRunner r(engine);
    run(engine, r, "spawn Lamp lamp");
    run(engine, r, "spawn Torch torch");
    CHECK(run(engine, r, "call lamp Press 2") == "2");
    CHECK(run(engine, r, "call torch Press 5") == "5");

    plugin.edit("const GREETING: &str = \"hello from Rust\";", "const GREETING: &str = \"the torch is lit\";");
    build_and_deploy(plugin);
    const auto report = engine.reload("Lights");
    INFO(report.error << "\n" << all_log(engine));
    REQUIRE(report.ok);
    // The game's library and its object's Rust data were not touched.
    CHECK(engine.libraries().find("Game")->reload_count() == 1);
    CHECK(run(engine, r, "call lamp Press 1") == "3");
    CHECK(run(engine, r, "call torch Press 1") == "1");
    run(engine, r, "call torch Greet");
    run(engine, r, "call lamp Greet");
    const std::string log = all_log(engine);
    CHECK_THAT(log, Catch::Contains("[Lights] the torch is lit") && Catch::Contains("[Game] hello from Rust"));
    run(engine, r, "console Torch.Hello you");
    CHECK_THAT(all_log(engine), Catch::Contains("the torch is lit, you"));
}

TEST_CASE("a library built with another version of the runtime crates is refused and the running one stays") {
    // The runtime crates copied with another workspace version, the test game built against them.
    namespace fs = std::filesystem;
    rusteal::test::TempDir dir;
    const fs::path crates = fs::path(RUSTEAL_SOURCE_DIR) / "plugin_runtime/crates";
    const fs::path copy = dir.path() / "crates";
    const std::vector<std::string> members = {"rusteal-ffi", "rusteal-core", "rusteal-macros", "rusteal-runtime", "test-host-game"};
    fs::create_directories(copy);
    for (const auto& m : members) {
        fs::copy(crates / m, copy / m, fs::copy_options::recursive);
        fs::remove(copy / m / "api_table.rs"); // rusteal-core's build script copies it again
    }
    std::string manifest = rusteal::test::read_file(crates / "Cargo.toml");
    manifest = rusteal::test::replace_all(manifest, "\"0.1.0\"", "\"0.2.0\"");
    manifest = rusteal::test::replace_all(manifest, ", \"test-game\", \"test-host-game\", \"bench-game\"]", ", \"test-host-game\"]");
    REQUIRE(manifest.find("\"0.2.0\"") != std::string::npos);
    REQUIRE(manifest.find("bench-game") == std::string::npos);
    std::ofstream(copy / "Cargo.toml") << manifest;
    // Built in the host games' target folder: the copy's crates are new paths and build afresh, but
    // their registry dependencies (syn and the rest) are the ones built there before.
    const fs::path target = RUSTEAL_HOST_GAME_TARGET_DIR;
    std::string log;
    const int rc = rusteal::test::run_logged("cd '" + copy.string() + "' && RUSTEAL_CARGO_TARGET_DIR='" + target.string() +
                                                 "' CARGO_TERM_COLOR=never '" + (crates / "cargo-offline").string() +
                                                 "' build -p rusteal-test-host-game --message-format=short",
                                             dir.path() / "cargo.log", log);
    INFO(log);
    REQUIRE(rc == 0);

    HostGameCrate game("reload-game-version");
    build_and_deploy(game);
    HeadlessEngine engine;
    REQUIRE(engine.load_library({"Game", "/Script/Rusteal", game.deployed(), nullptr, 0}).ok);
    ScriptRunner r(engine);
    run(engine, r, "spawn Lamp lamp");
    CHECK(run(engine, r, "call lamp Press 2") == "2");

    fs::copy_file(target / "debug/librusteal_test_host_game.so", game.deployed().string() + ".partial");
    fs::rename(game.deployed().string() + ".partial", game.deployed());
    const auto report = engine.reload("Game");
    CHECK_FALSE(report.ok);
    CHECK_THAT(report.error, Catch::Contains("was built with rusteal 0.2.0 but this host is rusteal 0.1.0") &&
                                 Catch::Contains("rebuild both with `rusteal build --all`"));
    CHECK(engine.libraries().find("Game")->loaded());
    CHECK(run(engine, r, "call lamp Press 1") == "3"); // the same Rust data: nothing was touched
}
