// The product end to end, as a game developer meets it, on the stand-in engine with real cargo
// and rusteal-host in the editor's place: `rusteal new Probe` builds all five steps, a plugin
// gets its own library, rusteal-host attaches and greets, the watch rebuilds on each save and the
// daemon pushes the reload, a syntax error is a diagnostic with file and line while the host keeps
// the old library, the fix reloads again, and the plugin's library reloads on its own.
#include "exit_status.hpp"
#include "cli_run.hpp"
#include "daemon_process.hpp"
#include "read_file.hpp"
#include "rust_project.hpp"
#include "shell.hpp"
#include "temp_dir.hpp"
#include "watch_wait.hpp"

#include <catch2/catch.hpp>

#include <boost/json.hpp>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <thread>

namespace fs = std::filesystem;
namespace json = boost::json;
using rusteal::test::DaemonProcess;
using rusteal::test::read_file;
using rusteal::test::TempDir;

namespace {

using rusteal::test::json_result;

void replace_in(const fs::path& file, const std::string& from, const std::string& to) {
    const std::string text = read_file(file);
    REQUIRE(text.find(from) != std::string::npos);
    std::ofstream(file) << rusteal::test::replace_all(text, from, to);
}

} // namespace

TEST_CASE("rusteal new, build --all, watch and reload on the stand-in engine, for the game and a plugin", "[e2e]") {
    TempDir work;
    // One cargo target folder for both workspaces: the runtime crates compile once. Debug info and
    // the incremental cache are off as in every end-to-end build (template_run.hpp): the runtime
    // crates are path dependencies, which cargo builds incrementally when it is on, and a setting
    // that differs from the other tests' would build them again in the shared folder.
    DaemonProcess daemon({}, true,
                         {"CARGO_TARGET_DIR=" + std::string(RUSTEAL_E2E_TARGET_DIR), "CARGO_TERM_COLOR=never", "CARGO_INCREMENTAL=0",
                          "CARGO_PROFILE_DEV_DEBUG=0"});
    std::string out;
    REQUIRE(rusteal::test::run_cli(daemon, "config engine '" + std::string(RUSTEAL_STANDIN_ENGINE) + "'", work.path() / "config.log", out) == 0);

    // new: the engine's template and ours, then all five steps.
    const fs::path root = work.path() / "Probe";
    int rc = rusteal::test::run_cli(daemon,
                         "--json new Probe --dir '" + work.path().string() + "' --runtime-path '" + RUSTEAL_SOURCE_DIR +
                             "/plugin_runtime/crates'" + rusteal::test::offline_cargo_options(),
                         work.path() / "new.log", out);
    INFO(out);
    REQUIRE(rc == 0);
    auto r = json_result(out);
    CHECK(r.at("metrics").at("ubtRuns") == 2);
    CHECK(r.at("metrics").at("generations") == 1);
    CHECK(r.at("metrics").at("cargoRuns") == 1);
    CHECK(r.at("metrics").at("deployed") == 1);
    CHECK_THAT(out, Catch::Contains("Copied rusteal_classes.json") && Catch::Contains("Compile RustealFunc_game_ProbeScoreboard.cpp"));
    // The project's own C++ class reached the bindings through the stand-in UHT.
    CHECK(fs::exists(root / "Rust/bindings/src/game/probe_scoreboard.rs"));
    const fs::path game_lib = root / "Plugins/Rusteal/Binaries/Linux/librusteal.so";
    REQUIRE(fs::exists(game_lib));

    // A plugin: its own library, built on its own.
    rc = rusteal::test::run_cli(daemon, "--json plugin new Gadget --project '" + root.string() + "'" + rusteal::test::offline_cargo_options(), work.path() / "plugin.log", out);
    INFO(out);
    REQUIRE(rc == 0);
    r = json_result(out);
    CHECK(r.at("metrics").at("deployed") == 1);
    const fs::path plugin_lib = root / "Plugins/Gadget/Binaries/Linux/librusteal_Gadget.so";
    REQUIRE(fs::exists(plugin_lib));

    // A no-op build --all runs no child at all.
    rc = rusteal::test::run_cli(daemon, "--json build --all --project '" + root.string() + "'" + rusteal::test::offline_cargo_options(), work.path() / "noop.log", out);
    r = json_result(out);
    CHECK(rc == 0);
    CHECK(r.at("metrics").at("ubtRuns") == 0);
    CHECK(r.at("metrics").at("cargoRuns") == 0);
    CHECK(r.at("summary") == "up to date: nothing changed since the last build");

    // The watch, then the host attached to the daemon, greeting with both libraries.
    auto c = daemon.connect();
    json::array configs;
    for (const auto& cfg : rusteal::test::kOfflineCargo) configs.emplace_back(cfg);
    REQUIRE(c.request("watch/start", json::object{{"project", root.string()}, {"cargoConfig", configs}}).as_object().contains("result"));
    const fs::path script = work.path() / "play.rhs";
    std::ofstream(script) << "spawn HelloActor hello\nexpect-log Hello from Rust, Probe! (greeting 1)\n"
                             "spawn HelloComponent gadget\ncall gadget Greet\nexpect-log Hello from the Gadget plugin (greeting 1)\n"
                             "wait-reload 1 300\ncall hello Greet\nexpect-log Howdy from Rust, Probe! (greeting 2)\n"
                             "wait-reload 1 300\ncall hello Greet\nexpect-log Fixed from Rust, Probe! (greeting 3)\n"
                             "wait-reload 1 300\ncall gadget Greet\nexpect-log Gadget, reloaded alone (greeting 2)\nlibraries\n";
    const fs::path host_log = work.path() / "host.log";
    const pid_t host = rusteal::test::spawn({RUSTEAL_HOST_PATH, "--project", root.string(), "--attach", "--daemon-socket",
                                             daemon.socket().string(), "--script", script.string()},
                                            {}, host_log.string(), host_log.string());
    rusteal::test::wait_for_an_editor(daemon);

    auto wait_for_build = [&](std::int64_t changes) { return rusteal::test::watch_state_after_build(c, changes); };
    const fs::path hello = root / "Rust/probe/src/hello.rs";
    const fs::path gadget = root / "Plugins/Gadget/Rust/gadget/src/hello.rs";

    // A one-line edit: rebuilt, deployed, reloaded; the plugin's library is not rebuilt.
    const auto plugin_time = fs::last_write_time(plugin_lib);
    replace_in(hello, "const GREETING: &str = \"Hello from Rust\";", "const GREETING: &str = \"Howdy from Rust\";");
    auto s = wait_for_build(1);
    INFO(json::serialize(s) << "\nhost:\n" << read_file(host_log));
    CHECK(s.at("lastOk") == true);
    CHECK(fs::last_write_time(plugin_lib) == plugin_time);

    // A syntax error: a diagnostic naming the file and line; the deployed library stays.
    const auto game_time = fs::last_write_time(game_lib);
    replace_in(hello, "        let count = self.greetings() + 1;", "        let count = self.greetings() + 1\n");
    s = wait_for_build(2);
    CHECK(s.at("lastOk") == false);
    CHECK_THAT(std::string(s.at("lastBuild").as_string()), Catch::Contains("cargo build of game failed") &&
                                                               Catch::Contains(hello.string() + ":"));
    CHECK(fs::last_write_time(game_lib) == game_time);

    // Fixed: built and reloaded again.
    replace_in(hello, "        let count = self.greetings() + 1\n", "        let count = self.greetings() + 1;");
    replace_in(hello, "\"Howdy from Rust\"", "\"Fixed from Rust\"");
    s = wait_for_build(3);
    CHECK(s.at("lastOk") == true);

    // The plugin's greeting: only its library is rebuilt and reloaded.
    const auto game_time_2 = fs::last_write_time(game_lib);
    replace_in(gadget, "\"Hello from the Gadget plugin\"", "\"Gadget, reloaded alone\"");
    s = wait_for_build(4);
    CHECK(s.at("lastOk") == true);
    CHECK(fs::last_write_time(game_lib) == game_time_2);

    const auto status = rusteal::test::wait_exit(host, std::chrono::seconds(120));
    if (!status) ::kill(host, SIGKILL);
    INFO(read_file(host_log));
    REQUIRE(status.has_value());
    CHECK(rusteal::test::how_it_ended(*status) == rusteal::test::exited_with(0));
    // The game's library was reloaded twice (the failed build pushed nothing), the plugin's once.
    CHECK_THAT(read_file(host_log), Catch::Contains("Probe loaded copy 3") && Catch::Contains("Gadget loaded copy 2"));
}
