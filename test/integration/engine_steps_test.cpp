// Steps 1-3 of build/run through the daemon on the stand-in engine, without cargo (so this runs
// in the sanitizer build too): no engine configured, `rusteal new --no-build`, each step alone,
// a step skipped because nothing changed, a wrapper that does not compile (UBT fails, named
// file and line), a missing target rules file.
#include "cli_run.hpp"
#include "daemon_process.hpp"
#include "read_file.hpp"
#include "shell.hpp"
#include "temp_dir.hpp"

#include <catch2/catch.hpp>

#include <boost/json.hpp>

#include <filesystem>
#include <fstream>

namespace fs = std::filesystem;
namespace json = boost::json;
using rusteal::test::DaemonProcess;
using rusteal::test::read_file;
using rusteal::test::TempDir;

namespace {

struct Cli {
    const DaemonProcess& daemon;
    fs::path logs;
    std::string out;
    int run(const std::string& args) { return rusteal::test::run_cli(daemon, args, logs / "cli.log", out); }
    json::object result() const { return rusteal::test::json_result(out); }
};

} // namespace

TEST_CASE("steps 1-3 run UBT, copy the reflection and generate, each alone, and fail with UBT's errors") {
    TempDir work;
    DaemonProcess daemon;
    Cli cli{daemon, work.path(), {}};
    const fs::path root = work.path() / "Probe";

    // No engine yet: the reference's message, with the file and the command that fix it.
    REQUIRE(cli.run("new Probe --no-build --dir '" + work.path().string() + "'") == 4);
    CHECK_THAT(cli.out, Catch::Contains("no engine configured. Set [engine].path in " +
                                        (daemon.config_home() / "rusteal/config.toml").string()));
    CHECK_FALSE(fs::exists(root));
    REQUIRE(cli.run("config engine '" + std::string(RUSTEAL_STANDIN_ENGINE) + "'") == 0);
    CHECK_THAT(cli.out, Catch::Contains("(Unreal Engine 5.8)"));

    REQUIRE(cli.run("new Probe --no-build --dir '" + work.path().string() + "'") == 0);
    CHECK_THAT(cli.out, Catch::Contains("cd " + root.string()) && Catch::Contains("rusteal build --all") &&
                            Catch::Contains("# open Probe.uproject, drop a HelloActor into the level, press Play"));
    REQUIRE(cli.run("new Probe --no-build --dir '" + work.path().string() + "'") == 4);
    CHECK_THAT(cli.out, Catch::Contains(root.string() + " already exists."));
    // A folder with a space and a quote: the next step is one word for the shell.
    const fs::path odd = work.path() / "it's mine";
    fs::create_directories(odd);
    REQUIRE(cli.run("new Other --no-build --dir \"" + odd.string() + "\"") == 0);
    CHECK_THAT(cli.out, Catch::Contains("cd '" + work.path().string() + "/it'\\''s mine/Other'\n"));

    // Step 4 first: the bindings do not exist yet.
    CHECK(cli.run("--json build --project '" + root.string() + "'") == 1);
    CHECK_THAT(cli.out, Catch::Contains("the game library's bindings have not been generated yet: run `rusteal build --all` once."));

    // Step 1: UBT exports, the JSON is copied.
    REQUIRE(cli.run("--json build --step 1 --project '" + root.string() + "'") == 0);
    auto r = cli.result();
    CHECK(r.at("metrics").at("ubtRuns") == 1);
    CHECK(r.at("summary") == "step 1 done; nothing new to deploy");
    CHECK_THAT(cli.out, Catch::Contains("Build.sh ProbeEditor Linux Development -Project=" + (root / "Probe.uproject").string() +
                                        " -NoHotReload") &&
                            Catch::Contains("3/3 JSON files copied to " + (root / "Intermediate/Rusteal/uht").string()));
    CHECK_THAT(read_file(root / "Intermediate/Rusteal/uht/rusteal_classes.json"), Catch::Contains("\"AProbeScoreboard\""));

    // Step 2: the bindings and wrappers, the project's class among them.
    REQUIRE(cli.run("--json build --step 2 --project '" + root.string() + "'") == 0);
    CHECK(cli.result().at("metrics").at("generations") == 1);
    const fs::path generated = root / "Plugins/Rusteal/Source/Rusteal/Generated";
    CHECK_THAT(read_file(generated / "RustealFunc_game_ProbeScoreboard.cpp"), Catch::Contains("StartRound"));
    CHECK(fs::exists(root / "Rust/bindings/src/func_ids.rs"));

    // Step 3: the wrappers compile; again, nothing changed, UBT does not run.
    REQUIRE(cli.run("--json build --step 3 --project '" + root.string() + "'") == 0);
    CHECK(cli.result().at("metrics").at("ubtRuns") == 1);
    CHECK_THAT(cli.out, Catch::Contains("Compile RustealFunc_game_ProbeScoreboard.cpp"));
    REQUIRE(cli.run("--json build --step 3 --project '" + root.string() + "'") == 0);
    CHECK(cli.result().at("metrics").at("ubtRuns") == 0);
    CHECK_THAT(cli.out, Catch::Contains("step 3 skipped: no source, plugin or engine file changed since UBT last succeeded"));

    // A second project on the same engine (in a folder whose name the shell must quote): the
    // wrappers it shares with the first come from the engine's compile cache. The cache answers
    // for the text the compiler would see, not the file: a header of this project that breaks
    // every wrapper fails them all, although the same wrappers compiled for the first project.
    const fs::path other = odd / "Other";
    for (const char* step : {"1", "2", "3"}) REQUIRE(cli.run(std::string("--json build --step ") + step + " --project \"" + other.string() + "\"") == 0);
    CHECK_THAT(cli.out, Catch::Contains("answered by the engine's compile cache") && Catch::Contains("Compile RustealFunc_engine_Actor.cpp"));
    std::ofstream(other / "Plugins/Rusteal/Source/Rusteal/Public/RustealWrapperSupport.h", std::ios::app) << "\n#error this project support header\n";
    CHECK(cli.run("--json build --step 3 --project \"" + other.string() + "\"") == 1);
    CHECK_THAT(std::string(cli.result().at("summary").as_string()), Catch::Contains("#error this project support header"));
    CHECK_THAT(cli.out, !Catch::Contains("answered by the engine's compile cache"));

    // A wrapper that does not compile: UBT fails, its compiler error names the file and line.
    std::ofstream(generated / "RustealFunc_game_ProbeScoreboard.cpp", std::ios::app) << "\nint broken = undeclared_name;\n";
    CHECK(cli.run("--json build --step 3 --project '" + root.string() + "'") == 1);
    r = cli.result();
    CHECK(r.at("ok") == false);
    CHECK(r.at("metrics").at("errors").as_int64() >= 1);
    CHECK_THAT(std::string(r.at("summary").as_string()),
               Catch::StartsWith("step 3: UBT failed (exit code 6): " + (generated / "RustealFunc_game_ProbeScoreboard.cpp").string() + ":") &&
                   Catch::Contains("undeclared_name") && Catch::Contains("was not declared in this scope"));
    // The compiler's error also arrives structured, for an IDE's problems list.
    CHECK_THAT(cli.out, Catch::Contains("\"method\":\"job/diagnostic\"") && Catch::Contains("\"source\":\"ubt\"") &&
                            Catch::Contains("\"file\":\"" + (generated / "RustealFunc_game_ProbeScoreboard.cpp").string() + "\""));

    // Step 2 again repairs the generated file (the generator owns it); step 3 passes.
    fs::remove(generated / "RustealFunc_game_ProbeScoreboard.cpp");
    REQUIRE(cli.run("--json build --from 2 --project '" + root.string() + "'") == 1); // cargo has no runtime crates: step 4 fails
    CHECK_THAT(cli.out, Catch::Contains("Compile RustealFunc_game_ProbeScoreboard.cpp"));
    CHECK_THAT(std::string(cli.result().at("summary").as_string()), Catch::StartsWith("cargo build of game failed"));
    // A registry cargo cannot reach (a port nothing listens on, no retries): the summary says
    // where a machine without network puts its local registry.
    REQUIRE(cli.run("--json build --step 4 --project '" + root.string() + "' --cargo-config 'net.retry=0'"
                    " --cargo-config 'source.crates-io.replace-with=\"nowhere\"'"
                    " --cargo-config 'source.nowhere.registry=\"sparse+http://127.0.0.1:1/index/\"'") == 1);
    CHECK_THAT(std::string(cli.result().at("summary").as_string()),
               Catch::StartsWith("cargo build of game failed") &&
                   Catch::EndsWith(" | cargo could not reach http://127.0.0.1:1/index/config.json: without network, give cargo a local "
                                   "registry or vendored crates as a [source] replacement in the workspace's .cargo/config.toml "
                                   "(Rust/.cargo/config.toml), or pass it with --cargo-config"));

    // A broken rusteal.toml: refused before anything runs, with the file, line and column.
    const std::string config = read_file(root / "rusteal.toml");
    std::ofstream(root / "rusteal.toml") << "[project\ncrate = \"probe\"\n";
    CHECK(cli.run("build --all --project '" + root.string() + "'") == 4);
    CHECK_THAT(cli.out, Catch::Contains((root / "rusteal.toml").string() + ":1:"));
    std::ofstream(root / "rusteal.toml") << config;

    // UBT refuses a project without its editor target.
    fs::remove(root / "Source/ProbeEditor.Target.cs");
    CHECK(cli.run("--json build --step 1 --project '" + root.string() + "'") == 1);
    CHECK_THAT(std::string(cli.result().at("summary").as_string()),
               Catch::StartsWith("step 1: UBT failed (exit code 1): ERROR: Couldn't find target rules file for target 'ProbeEditor'"));
}

TEST_CASE("package runs UAT's BuildCookRun with the optimizations and puts the project's Config back") {
    TempDir work;
    DaemonProcess daemon;
    Cli cli{daemon, work.path(), {}};
    const fs::path root = work.path() / "Probe";
    REQUIRE(cli.run("config engine '" + std::string(RUSTEAL_STANDIN_ENGINE) + "'") == 0);
    REQUIRE(cli.run("new Probe --no-build --optimizations off --dir '" + work.path().string() + "'") == 0);
    CHECK_FALSE(fs::exists(root / "Config/Linux"));
    fs::create_directories(root / "Plugins/Rusteal/Binaries/Linux");
    std::ofstream(root / "Plugins/Rusteal/Binaries/Linux/librusteal.so") << "a built library";
    std::ofstream(root / "Plugins/Rusteal/Binaries/Linux/librusteal_hot_3.so") << "a hot-reload copy";

    auto c = daemon.connect();
    const fs::path out = work.path() / "Out";
    auto r = c.request("package/run", json::object{{"project", root.string()}, {"output", out.string()}, {"shipping", true}},
                       std::chrono::seconds(300));
    INFO(json::serialize(r));
    REQUIRE(r.as_object().contains("result"));
    CHECK(r.at("result").at("ok") == true);
    const fs::path staged = out / "Linux/Probe";
    CHECK_THAT(read_file(staged / "Config/Linux/LinuxEngine.ini"), Catch::Contains("r.Vulkan.CpuWaitForFence=0"));
    CHECK(read_file(staged / "Plugins/Rusteal/Binaries/Linux/librusteal.so") == "a built library");
    CHECK_FALSE(fs::exists(staged / "Plugins/Rusteal/Binaries/Linux/librusteal_hot_3.so"));
    // The project is as it was: the optimizations were there for UAT only.
    CHECK_FALSE(fs::exists(root / "Config/Linux"));

    // Without the engine's UAT: refused with the path.
    r = c.request("package/run", json::object{{"project", (work.path() / "nowhere").string()}});
    CHECK(r.at("error").at("code") == 1001);
}

TEST_CASE("a rebuilt rusteald generates the bindings once more, and the same one restarted skips step 2") {
    TempDir work;
    DaemonProcess daemon;
    Cli cli{daemon, work.path(), {}};
    const fs::path root = work.path() / "Probe";
    REQUIRE(cli.run("config engine '" + std::string(RUSTEAL_STANDIN_ENGINE) + "'") == 0);
    REQUIRE(cli.run("new Probe --no-build --dir '" + work.path().string() + "'") == 0);
    const std::string step2 = "--json build --step 2 --project '" + root.string() + "'";
    REQUIRE(cli.run("--json build --step 1 --project '" + root.string() + "'") == 0);
    REQUIRE(cli.run(step2) == 0);
    CHECK(cli.result().at("metrics").at("generations") == 1);

    // The same rusteald again: the build memory it saved says nothing changed.
    daemon.restart();
    REQUIRE(cli.run(step2) == 0);
    CHECK(cli.result().at("metrics").at("generations") == 0);
    CHECK_THAT(cli.out, Catch::Contains("step 2 skipped: neither the reflection nor " + (root / "rusteal.toml").string() +
                                        " nor rusteal nor the generated files changed since the last generation"));

    // A rebuilt one (a copy: another file, written now) may generate differently: step 2 runs once.
    fs::create_directories(work.path() / "rebuilt");
    const fs::path rebuilt = work.path() / "rebuilt/rusteald";
    fs::copy_file(RUSTEALD_PATH, rebuilt);
    daemon.restart(rebuilt);
    REQUIRE(cli.run(step2) == 0);
    CHECK(cli.result().at("metrics").at("generations") == 1);
    daemon.restart();
    REQUIRE(cli.run(step2) == 0);
    CHECK(cli.result().at("metrics").at("generations") == 0);
}
