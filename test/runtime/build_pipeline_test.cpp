// The build pipeline through the daemon, with real cargo and rusteal-host attached: `rusteal
// build` compiles and deploys the game's library and the daemon pushes the reload; an edit is
// live after the next build; a second build with nothing changed runs no child; a Rust error is
// a diagnostic naming the file and line and the deployed library stays as it was.
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
using rusteal::test::DaemonProcess;
using rusteal::test::read_file;
using rusteal::test::RustProject;
using rusteal::test::TempDir;

namespace {

// `rusteal --json build` against the test's daemon, offline.
int build(const DaemonProcess& d, const RustProject& p, std::string& out) {
    std::string args = "--json build --project '" + p.root.string() + "'";
    for (const auto& c : rusteal::test::kOfflineCargo) args += " --cargo-config '" + c + "'";
    return rusteal::test::run_cli(d, args, p.dir.path() / "build.log", out);
}

using rusteal::test::wait_for_an_editor;
boost::json::object result_of(const std::string& out) { return rusteal::test::json_result(out); }

} // namespace

TEST_CASE("rusteal build compiles, deploys and reloads the attached host and no-op or failed builds change nothing") {
    RustProject project;
    DaemonProcess daemon;

    // First build: cargo compiles everything, the library is deployed; no editor yet.
    std::string out;
    int rc = build(daemon, project, out);
    INFO(out);
    REQUIRE(rc == 0);
    CHECK_THAT(out, Catch::Contains("game: copied"));
    REQUIRE(fs::exists(project.deployed));

    // The headless host attaches, greets, waits for the daemon's reload, greets again.
    const fs::path script = project.dir.path() / "loop.rhs";
    std::ofstream(script) << "spawn Lamp lamp\ncall lamp Greet\nwait-reload 1 300\ncall lamp Greet\n"
                             "expect-log hello again from Rust\n";
    const fs::path host_log = project.dir.path() / "host.log";
    const pid_t host = rusteal::test::spawn({RUSTEAL_HOST_PATH, "--project", project.root.string(), "--attach",
                                             "--daemon-socket", daemon.socket().string(), "--script", script.string()},
                                            {}, host_log.string(), host_log.string());
    wait_for_an_editor(daemon);

    // An edit, a build: the host runs the new code.
    project.edit("const GREETING: &str = \"hello from Rust\";", "const GREETING: &str = \"hello again from Rust\";");
    rc = build(daemon, project, out);
    INFO(out << "\nhost:\n" << read_file(host_log));
    REQUIRE(rc == 0);
    CHECK_THAT(out, Catch::Contains("rusteal-host (pid " + std::to_string(host) + "): reloaded Probe"));
    auto r = result_of(out);
    CHECK(r.at("metrics").at("editorsReloaded") == 1);
    const auto status = rusteal::test::wait_exit(host, std::chrono::seconds(30));
    INFO(read_file(host_log));
    REQUIRE(status.has_value());
    CHECK(rusteal::test::how_it_ended(*status) == rusteal::test::exited_with(0));
    CHECK_THAT(read_file(host_log), Catch::Contains("hello from Rust (brightness 3)") &&
                                        Catch::Contains("hello again from Rust (brightness 3)"));

    // Nothing changed: no child runs, both steps say why they were skipped.
    rc = build(daemon, project, out);
    REQUIRE(rc == 0);
    r = result_of(out);
    CHECK(r.at("metrics").at("cargoRuns") == 0);
    CHECK(r.at("metrics").at("stepsSkipped") == 2);
    CHECK(std::string(r.at("summary").as_string()) == "up to date: nothing changed since the last build");
    CHECK_THAT(out, Catch::Contains("step 4 skipped: no source changed since the last build"));

    // A Rust error: a diagnostic with the file and line, the deployed library untouched.
    const auto before = fs::last_write_time(project.deployed);
    project.edit("    fn greet(&self) {", "    fn greet(&self) {\n        let broken: i32 = \"not a number\";");
    rc = build(daemon, project, out);
    CHECK(rc == 1);
    CHECK_THAT(out, Catch::Contains((project.crate / "src/lib.rs").string() + ":") && Catch::Contains("error: mismatched types"));
    r = result_of(out);
    CHECK(r.at("ok") == false);
    CHECK(r.at("metrics").at("errors").as_int64() >= 1);
    CHECK_THAT(std::string(r.at("summary").as_string()), Catch::Contains("cargo build of game failed"));
    CHECK(fs::last_write_time(project.deployed) == before);
    CHECK_FALSE(fs::exists(project.deployed.string() + ".partial"));
}

TEST_CASE("rusteal build refuses bad requests with the reason") {
    RustProject project;
    DaemonProcess daemon;
    auto c = daemon.connect();
    auto r = c.request("build/run", boost::json::object{{"project", project.root.string()}, {"all", true}});
    CHECK(r.at("error").at("code") == 1002);
    CHECK_THAT(std::string(r.at("error").at("message").as_string()), Catch::Contains("no engine configured. Set [engine].path in " + (daemon.config_home() / "rusteal/config.toml").string()));
    r = c.request("build/run", boost::json::object{{"project", project.root.string()}, {"step", 4}, {"from", 2}});
    CHECK_THAT(std::string(r.at("error").at("message").as_string()), Catch::Contains("--step and --from are mutually exclusive."));
    r = c.request("build/run", boost::json::object{{"project", project.root.string()}, {"from", 7}});
    CHECK_THAT(std::string(r.at("error").at("message").as_string()), Catch::Contains("--from must be 1-5, got 7"));
    r = c.request("build/run", boost::json::object{{"project", project.root.string()}, {"plugin", "Inventory"}});
    CHECK_THAT(std::string(r.at("error").at("message").as_string()), Catch::Contains("no Rusteal plugin 'Inventory'") &&
                                                                        Catch::Contains("(Rusteal plugins: none)"));
    fs::remove(project.root / "Rust/bindings/src/func_ids.rs");
    r = c.request("build/run", boost::json::object{{"project", project.root.string()}}, std::chrono::seconds(30));
    CHECK(r.at("result").at("ok") == false);
    CHECK_THAT(std::string(r.at("result").at("summary").as_string()),
               Catch::Contains("bindings have not been generated yet: run `rusteal build --all` once."));
}

TEST_CASE("a watch rebuilds and reloads on save and keeps watching after a failed build") {
    RustProject project;
    DaemonProcess daemon;
    std::string out;
    REQUIRE(build(daemon, project, out) == 0); // the first build (every dependency) before the watch

    auto c = daemon.connect();
    boost::json::array configs;
    for (const auto& cfg : rusteal::test::kOfflineCargo) configs.emplace_back(cfg);
    auto r = c.request("watch/start", boost::json::object{{"project", project.root.string()}, {"cargoConfig", configs}});
    INFO(boost::json::serialize(r));
    REQUIRE(r.as_object().contains("result"));
    CHECK(std::string(r.at("result").at("watch").at("folders").at(0).as_string()) == (project.root / "Rust").string());

    const fs::path script = project.dir.path() / "watch.rhs";
    std::ofstream(script) << "spawn Lamp lamp\nwait-reload 1 300\ncall lamp Greet\nexpect-log saved and reloaded\n"
                             "wait-reload 1 300\ncall lamp Greet\nexpect-log fixed again\n";
    const fs::path host_log = project.dir.path() / "host.log";
    const pid_t host = rusteal::test::spawn({RUSTEAL_HOST_PATH, "--project", project.root.string(), "--attach",
                                             "--daemon-socket", daemon.socket().string(), "--script", script.string()},
                                            {}, host_log.string(), host_log.string());
    wait_for_an_editor(daemon);

    auto wait_for_change = [&](std::uint64_t changes) {
        return rusteal::test::watch_state_after_build(c, static_cast<std::int64_t>(changes));
    };

    // A save: the watch builds, deploys, and the host reloads.
    project.edit("const GREETING: &str = \"hello from Rust\";", "const GREETING: &str = \"saved and reloaded\";");
    auto s = wait_for_change(1);
    INFO(boost::json::serialize(s) << "\n" << read_file(host_log));
    CHECK(s.at("lastOk") == true);
    CHECK_THAT(std::string(s.at("lastChange").as_string()), Catch::Contains("Rust/probe-game/src/lib.rs changed"));

    // A broken save: the build fails, the watch goes on.
    project.edit("    fn greet(&self) {", "    fn greet(&self) {\n        let broken: i32 = \"x\";");
    s = wait_for_change(2);
    CHECK(s.at("lastOk") == false);
    CHECK_THAT(std::string(s.at("lastBuild").as_string()), Catch::Contains("cargo build of game failed"));

    // Fixed: built and reloaded again.
    project.edit("        let broken: i32 = \"x\";\n", "");
    project.edit("const GREETING: &str = \"saved and reloaded\";", "const GREETING: &str = \"fixed again\";");
    s = wait_for_change(3);
    CHECK(s.at("lastOk") == true);
    const auto status = rusteal::test::wait_exit(host, std::chrono::seconds(60));
    INFO(read_file(host_log));
    REQUIRE(status.has_value());
    CHECK(rusteal::test::how_it_ended(*status) == rusteal::test::exited_with(0));
    CHECK(c.request("daemon/status").at("result").at("watches").as_array().size() == 1);
    CHECK(c.request("watch/stop", boost::json::object{{"project", project.root.string()}}).at("result").at("stopped") == true);
}
