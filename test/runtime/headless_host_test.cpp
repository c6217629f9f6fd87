// rusteal-host against real Rust libraries built by cargo from plugin_runtime/crates: a game's
// classes registered, spawned, called and read from both sides; hot reloads that keep or replace
// a class; libraries that must be refused; the script runner's exit codes.
#include "exit_status.hpp"
#include "api/engine_functions.hpp"
#include "core/headless_engine.hpp"
#include "host_game.hpp"
#include "read_file.hpp"
#include "runner/script.hpp"
#include "script_steps.hpp"
#include "shell.hpp"
#include "temp_dir.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

namespace fs = std::filesystem;
using namespace rusteal::headless;
using rusteal::test::HostGameCrate;
using rusteal::test::all_log;
using rusteal::test::run;
using rusteal::test::TempDir;

namespace {

// The workspace's build of the test game (CTest builds it first: "runtime: build the host test game").
const fs::path kWorkspaceGame = fs::path(RUSTEAL_CARGO_TARGET_DIR) / "debug" / "librusteal_test_host_game.so";

// A deployed copy of the workspace's test game in a temp folder (load copies go beside it).
struct DeployedGame {
    TempDir dir;
    fs::path file = dir.path() / "Binaries" / "librusteal.so";
    DeployedGame() {
        REQUIRE(fs::exists(kWorkspaceGame));
        fs::create_directories(file.parent_path());
        fs::copy_file(kWorkspaceGame, file);
    }
};

} // namespace

TEST_CASE("a Rust actor is registered, spawned, called and read and written from both sides") {
    DeployedGame game;
    HeadlessEngine engine;
    const auto report = engine.load_library({"Game", "/Script/Rusteal", game.file, nullptr, 0});
    INFO(report.error << "\n" << all_log(engine));
    REQUIRE(report.ok);
    CHECK_THAT(all_log(engine), Catch::Contains("host test game loaded"));
    CHECK(report.reload_count == 1);
    CHECK(fs::exists(rusteal::host::load_copy_path(game.file, 1)));

    Class* lamp_class = engine.find_class("Lamp");
    REQUIRE(lamp_class);
    CHECK(lamp_class->package == "/Script/Rusteal");
    CHECK(lamp_class->parent == engine.find_class("Actor"));
    CHECK(engine.find_class("/Script/Rusteal.Lamp") == lamp_class);
    REQUIRE(engine.find_enum("Mood"));

    ScriptRunner r(engine);
    CHECK(run(engine, r, "spawn Lamp lamp") == "lamp");
    CHECK_THAT(all_log(engine), Catch::Contains("Desk lamp begins play"));
    // Defaults: #[uproperty(default = ...)] and #[class_defaults], through the class default object.
    CHECK(run(engine, r, "get lamp Brightness") == "3");
    CHECK(run(engine, r, "get lamp Warmth") == "0.5");
    CHECK(run(engine, r, "get lamp Label") == "\"Desk lamp\"");
    CHECK(run(engine, r, "get lamp Mood") == "Calm");
    // Components: created per object, root and attached with the socket.
    Object* lamp = engine.find_object_by_name("lamp");
    REQUIRE(lamp);
    REQUIRE(lamp->subobjects.count("Base"));
    REQUIRE(lamp->subobjects.count("Bulb"));
    CHECK(lamp->subobjects["Bulb"]->attach_parent == "Base");
    CHECK(lamp->subobjects["Bulb"]->attach_socket == "Top");
    CHECK(lamp->subobjects["Bulb"]->cls == engine.find_class("StaticMeshComponent"));
    CHECK(run(engine, r, "call lamp BulbName") == "1");

    // Host writes, Rust reads.
    run(engine, r, "set lamp Brightness 8");
    run(engine, r, "call lamp Greet");
    CHECK_THAT(all_log(engine), Catch::Contains("hello from Rust (brightness 8)"));
    // Rust writes (a private field, an array property), host reads.
    CHECK(run(engine, r, "call lamp Press 2") == "2");
    CHECK(run(engine, r, "call lamp Press 3") == "5");
    CHECK(run(engine, r, "get lamp History") == "[2, 3]");
    CHECK(run(engine, r, "call lamp Doubled 1.25") == "2.5");
    run(engine, r, "set lamp Mood Angry");
    CHECK(run(engine, r, "call lamp CalmDown Angry") == "Angry");
    CHECK(run(engine, r, "get lamp Mood") == "Calm");
    // Ticks reach on_tick and ReceiveTick.
    run(engine, r, "tick 4");
    CHECK(run(engine, r, "get lamp TicksSeen") == "4");
    // A console command the library registered in on_load!.
    // (registered with `let _ =`: it lives until the library unloads)
    run(engine, r, "console Lamp.Hello Ann Bob");
    CHECK_THAT(all_log(engine), Catch::Contains("hello from Rust, Ann and Bob"));
    // A scoped command lives as long as its handle: one kept, one dropped at once.
    run(engine, r, "console Lamp.Count a b c");
    CHECK_THAT(all_log(engine), Catch::Contains("3 arguments"));
    CHECK_FALSE(r.run("console Lamp.Gone").ok);
    // A panic is caught at the boundary, reported with file:line, and the call returns the default.
    const std::string boom = run(engine, r, "call lamp Explode 3");
    CHECK_THAT(boom, Catch::StartsWith("0 (Script error: Rust panic: the lamp exploded after 3 seconds"));
    CHECK_THAT(boom, Catch::Contains("plugin_runtime/crates/test-host-game/src/lib.rs:"));
    CHECK(run(engine, r, "call lamp Explode -4") == "-4");
    // A RustealResult error is a script error naming the function.
    CHECK(run(engine, r, "call lamp CheckedHalf 4") == "2");
    CHECK_THAT(run(engine, r, "call lamp CheckedHalf 5"),
               Catch::StartsWith("0 (Script error: Lamp::checked_half: 5 is odd"));
    // The object stays usable after both.
    CHECK(run(engine, r, "call lamp Press 1") == "6");
    // A log line that is not ASCII arrives whole (its UTF-8 byte length is not a character count).
    run(engine, r, "call lamp GreetWorld");
    REQUIRE(!engine.log_lines().empty());
    CHECK(engine.log_lines().back().text == "LogRusteal: Display: [Game] Grüße, 世界 — Desk lamp");
}

TEST_CASE("bad commands get a clear message and the host keeps running") {
    DeployedGame game;
    HeadlessEngine engine;
    REQUIRE(engine.load_library({"Game", "/Script/Rusteal", game.file, nullptr, 0}).ok);
    ScriptRunner r(engine);
    run(engine, r, "spawn Lamp lamp");
    auto fails = [&](const std::string& line, const std::string& why) {
        const auto result = r.run(line);
        INFO(line);
        CHECK_FALSE(result.ok);
        CHECK_THAT(result.output, Catch::Contains(why));
    };
    fails("call lamp Press many", "argument 1 (Times) of Press: `many` is not an int32");
    fails("call lamp Press 1 2", "Press takes 1 argument(s), 2 given");
    fails("call lamp Fly", "class Lamp has no function Fly");
    fails("call ghost Press 1", "no object named ghost");
    fails("set lamp Brightness 1.5", "`1.5` is not an int32");
    fails("set lamp Mood Sleepy", "`Sleepy` is not a variant of Mood");
    fails("set lamp Target lamp2", "`lamp2` is not an object's name");
    fails("get lamp Colour", "class Lamp has no property Colour");
    fails("spawn Lamp lamp", "an object named lamp exists already");
    fails("spawn Dragon", "no class named Dragon");
    fails("spawn Interface", "is an interface");
    fails("tick -3", "usage: tick");
    fails("console Lamp.Bye", "no console command or variable named Lamp.Bye");
    fails("reload Nope", "no library named Nope is registered");
    fails("teleport lamp", "unknown command `teleport`");
    fails("table DT_Weapons WeaponRow", "no struct named WeaponRow");
    fails("row lamp Rifle", "lamp: not a data table (make one with `table <name> <RowStruct>`)");
    fails("row ghost Rifle", "no such data table");
    fails("row DT_Weapons", "usage: row <table> <RowName>");
    // Nothing of the above changed the lamp or the library.
    CHECK(run(engine, r, "get lamp Brightness") == "3");
    CHECK(run(engine, r, "call lamp Press 1") == "1");
}

TEST_CASE("libraries that are not loadable are refused with a message naming the fix, and nothing of them stays") {
    DeployedGame game;
    HeadlessEngine engine;
    REQUIRE(engine.load_library({"Game", "/Script/Rusteal", game.file, nullptr, 0}).ok);
    ScriptRunner r(engine);
    run(engine, r, "spawn Lamp lamp");
    TempDir dir;

    SECTION("a missing file") {
        const auto rep = engine.load_library({"Missing", "/Script/Missing", dir.path() / "librusteal_Missing.so", nullptr, 0});
        CHECK_FALSE(rep.ok);
        CHECK_THAT(rep.error, Catch::Contains("librusteal_Missing.so does not exist; build it with `rusteal build`"));
    }
    SECTION("a corrupt file") {
        std::ofstream(dir.path() / "librusteal_Corrupt.so") << "not an ELF file";
        const auto rep = engine.load_library({"Corrupt", "/Script/Corrupt", dir.path() / "librusteal_Corrupt.so", nullptr, 0});
        CHECK_FALSE(rep.ok);
        CHECK_THAT(rep.error, Catch::Contains("cannot load") && Catch::Contains("rebuild it with `rusteal build`"));
        CHECK_FALSE(fs::exists(rusteal::host::load_copy_path(dir.path() / "librusteal_Corrupt.so", 1)));
    }
    SECTION("a truncated library (a copy cut short): refused before it is mapped, not a SIGBUS") {
        // Cut the game's real library at points past its headers: each cut leaves some segment or
        // section ending beyond the file, which the loader would fault on when it touched it.
        const auto whole = fs::file_size(game.file);
        for (const auto fraction : {0.97, 0.75, 0.5, 0.1}) {
            const auto cut_at = static_cast<std::uintmax_t>(static_cast<double>(whole) * fraction);
            INFO("cut at " << cut_at << " of " << whole << " bytes");
            const fs::path cut = dir.path() / ("librusteal_Cut" + std::to_string(cut_at) + ".so");
            fs::copy_file(game.file, cut);
            fs::resize_file(cut, cut_at);
            const auto rep = engine.load_library({"Cut" + std::to_string(cut_at), "/Script/Cut", cut, nullptr, 0});
            CHECK_FALSE(rep.ok);
            CHECK_THAT(rep.error, Catch::Contains("truncated or damaged") && Catch::Contains("the file has " + std::to_string(cut_at) + " bytes") &&
                                      Catch::Contains("rebuild it with `rusteal build`"));
        }
        // And the header alone.
        fs::copy_file(game.file, dir.path() / "librusteal_Header.so");
        fs::resize_file(dir.path() / "librusteal_Header.so", 40);
        CHECK_THAT(engine.load_library({"Header", "/Script/Header", dir.path() / "librusteal_Header.so", nullptr, 0}).error,
                   Catch::Contains("its ELF header ends at byte 64, the file has 40 bytes"));
    }
    SECTION("a library without rusteal_init") {
        const auto rep = engine.load_library({"NoInit", "/Script/NoInit", FAKE_NO_INIT_LIBRARY, nullptr, 0});
        CHECK_FALSE(rep.ok);
        CHECK_THAT(rep.error, Catch::Contains("has no export `rusteal_init`") && Catch::Contains("rusteal_runtime::entry!()"));
    }
    SECTION("a library built for another version") {
        const auto rep = engine.load_library({"Old", "/Script/Old", FAKE_OTHER_VERSION_LIBRARY, nullptr, 0});
        CHECK_FALSE(rep.ok);
        CHECK_THAT(rep.error, Catch::Contains("was built with rusteal 9.8.7 but this host is rusteal") &&
                                  Catch::Contains("rebuild both with `rusteal build --all`"));
    }
    SECTION("a library whose init fails after creating a class") {
        const auto rep = engine.load_library({"Half", "/Script/Half", FAKE_NULL_INIT_LIBRARY, nullptr, 0});
        CHECK_FALSE(rep.ok);
        CHECK_THAT(rep.error, Catch::Contains("rusteal_init of") && Catch::Contains("failed"));
        CHECK(engine.find_class("HalfMadeThing") == nullptr);
        CHECK_FALSE(engine.libraries().find("Half")->loaded());
    }
    SECTION("the game's own file replaced by a broken one, then reloaded") {
        fs::remove(game.file);
        std::ofstream(game.file) << "garbage";
        const auto rep = engine.reload("Game");
        CHECK_FALSE(rep.ok);
        CHECK_FALSE(rep.rolled_back); // refused before anything was touched
        CHECK(engine.libraries().find("Game")->loaded());
        CHECK(engine.libraries().find("Game")->reload_count() == 1);
    }
    // The game runs on, untouched: same object, same Rust data.
    CHECK(run(engine, r, "call lamp Press 2") == "2");
    CHECK(run(engine, r, "call lamp Press 2") == "4");
}

TEST_CASE("rusteal-host runs a script: a failed expect exits 1 naming the line") {
    DeployedGame game;
    TempDir dir;
    const auto script = dir.path() / "lamp.rhs";
    std::ofstream(script) << "# a lamp\n"
                             "spawn Lamp lamp\n"
                             "expect get lamp Label == \"Desk lamp\"\n"
                             "expect call lamp Press 2 == 2\n"
                             "expect-fail call lamp Press x ~= not an int32\n"
                             "expect-log begins play\n"
                             "tick 3\n"
                             "expect get lamp TicksSeen == 3\n"
                             "expect get lamp Brightness == 4\n"
                             "expect get lamp Label == \"never reached\"\n";
    std::string out;
    const std::string cmd = std::string("'") + RUSTEAL_HOST_PATH + "' --library Game='" + game.file.string() +
                            "'@/Script/Rusteal --script '" + script.string() + "'";
    const int rc = rusteal::test::run_logged(cmd, dir.path() / "host.log", out);
    INFO(out);
    CHECK(rusteal::test::how_it_ended(rc) == rusteal::test::exited_with(1));
    CHECK_THAT(out, Catch::Contains(script.string() + ":9: expected `get lamp Brightness` to succeed with `4`, got success: 3"));
    CHECK_THAT(out, Catch::Contains("expect get lamp TicksSeen == 3 -> 3"));
    CHECK(out.find("never reached") == std::string::npos);
}

// A library's engine-function table (engine_functions.hpp): built from its generated
// RustealFuncIds.h, rebuilt only when that file changes, and the table a running copy reads stays
// valid until the copy built against the new ids runs.
TEST_CASE("rusteal-host rebuilds a library's engine-function table only when its ids change") {
    TempDir dir;
    const fs::path ids = dir.path() / "RustealFuncIds.h";
    auto write_ids = [&](const std::string& extra) {
        std::ofstream(ids) << "#pragma once\n#include <cstdint>\nnamespace RustealFuncId {\n"
                              "constexpr uint32_t ACTOR_K2_GET_ACTOR_LOCATION = 0;\n"
                              "constexpr uint32_t ACTOR_FORCE_NET_UPDATE = 1;\n" + extra +
                              "constexpr uint32_t FUNC_COUNT = " + (extra.empty() ? "2" : "3") + ";\n}\n";
    };
    write_ids("");
    EngineFunctions f;
    std::string error;
    REQUIRE(f.stage("Game", ids, error));
    f.commit("Game");
    const void* const* first = f.table("Game");
    REQUIRE(first != nullptr);
    CHECK(f.count("Game") == 2);
    REQUIRE(f.coverage("Game") != nullptr);
    CHECK(f.coverage("Game")->modelled == std::vector<std::string>{"Actor.K2_GetActorLocation"});
    CHECK(first[0] != first[1]); // modelled, and the "not modelled" entry

    // The same file again: nothing staged, the running copy keeps its table.
    REQUIRE(f.stage("Game", ids, error));
    CHECK(f.table("Game") == first);

    // New ids: a new table is staged; the current one is still there for the running copy (and
    // for a rollback) until the new copy runs.
    write_ids("constexpr uint32_t ACTOR_SET_OWNER = 2;\n");
    REQUIRE(f.stage("Game", ids, error));
    const void* const* staged = f.table("Game");
    CHECK(staged != first);
    CHECK(f.count("Game") == 3);
    CHECK(f.table("Game", false) == first);
    CHECK(f.count("Game", false) == 2);
    CHECK(f.coverage("Game")->modelled.size() == 1);
    f.commit("Game");
    CHECK(f.table("Game", false) == staged);
    CHECK(f.coverage("Game")->modelled == std::vector<std::string>{"Actor.K2_GetActorLocation", "Actor.SetOwner"});

    // A broken file names the file and line; the current table stays.
    std::ofstream(ids) << "namespace RustealFuncId {\nconstexpr uint32_t BROKEN = x;\n}\n";
    CHECK_FALSE(f.stage("Game", ids, error));
    CHECK_THAT(error, Catch::Contains(ids.string() + ":2:") && Catch::Contains("rusteal build --all"));
    CHECK(f.table("Game") == staged);
    CHECK_FALSE(f.stage("Game", dir.path() / "missing.h", error));
    CHECK_THAT(error, Catch::Contains("cannot read"));
}
