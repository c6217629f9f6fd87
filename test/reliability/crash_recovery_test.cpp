// What a killed daemon leaves behind, with real cargo and a real rusteal-host: `kill -9` at the
// moment a deploy starts copying leaves the previous library whole and loadable, and the next
// daemon removes the half-copied `.partial` and deploys; a daemon started later knows what is up
// to date (the fingerprints kept in the project), and names a record it cannot read.
// RUSTEAL_SOAK=1 repeats the kill 25 times instead of 3 and prints the figures.
#include "cli_run.hpp"
#include "daemon_process.hpp"
#include "process_gone.hpp"
#include "read_file.hpp"
#include "rust_project.hpp"

#include <catch2/catch.hpp>

#include <sys/inotify.h>
#include <poll.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <thread>

using namespace rusteal::test;
namespace fs = std::filesystem;

namespace {

// The daemon builds into one cargo target folder shared by these tests (the first build of the
// runtime crates is most of their time).
const std::vector<std::string> kSharedTarget{"CARGO_TARGET_DIR=" + std::string(RUSTEAL_RECOVERY_TARGET_DIR)};

std::string build_args(const RustProject& p) {
    std::string args = "--json build --project '" + p.root.string() + "'";
    for (const auto& c : kOfflineCargo) args += " --cargo-config '" + c + "'";
    return args;
}

// The host loads the deployed library and its Lamp greets with `greeting`.
void check_the_host_runs(const RustProject& p, const std::string& greeting) {
    const fs::path script = p.dir.path() / "greet.rhs";
    std::ofstream(script) << "spawn Lamp lamp\ncall lamp Greet\nexpect-log " << greeting << "\n";
    const fs::path log = p.dir.path() / "host.log";
    KillOnFailure host{spawn({RUSTEAL_HOST_PATH, "--project", p.root.string(), "--script", script.string()}, {}, log.string(), log.string())};
    const auto status = wait_exit(host.pid, std::chrono::seconds(60));
    INFO(read_file(log));
    REQUIRE(status.has_value());
    host.pid = 0;
    CHECK(how_it_ended(*status) == exited_with(0));
}

// Blocks until a file named `name` is created in `dir` (true), or `timeout` passes.
bool wait_for_creation(int inotify_fd, const std::string& name, std::chrono::milliseconds timeout) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    alignas(inotify_event) char buffer[4096];
    while (std::chrono::steady_clock::now() < deadline) {
        pollfd p{inotify_fd, POLLIN, 0};
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
        if (::poll(&p, 1, static_cast<int>(std::max<long>(left.count(), 1))) <= 0) continue;
        const ssize_t n = ::read(inotify_fd, buffer, sizeof buffer);
        for (ssize_t at = 0; n > 0 && at < n;) {
            const auto* ev = reinterpret_cast<const inotify_event*>(buffer + at);
            if (ev->len && name == ev->name) return true;
            at += static_cast<ssize_t>(sizeof(inotify_event) + ev->len);
        }
    }
    return false;
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

} // namespace

TEST_CASE("a daemon killed as it deploys leaves the previous library whole and the next one cleans up and deploys",
          "[reliability][crash]") {
    RustProject project;
    DaemonProcess daemon({}, true, kSharedTarget);
    std::string out;
    REQUIRE(run_cli(daemon, build_args(project), project.dir.path() / "build.log", out) == 0);
    const fs::path partial = project.deployed.string() + ".partial";

    const bool soak = std::getenv("RUSTEAL_SOAK") != nullptr;
    const int rounds = soak ? 25 : 3;
    int mid_copy = 0, after_rename = 0;
    std::vector<double> recovery_ms;
    std::string greeting = "hello from Rust";
    for (int round = 1; round <= rounds; ++round) {
        INFO("round " << round);
        const std::string before = read_file(project.deployed);
        const std::string next = "hello from round " + std::to_string(round);
        project.edit("\"" + greeting + "\"", "\"" + next + "\"");

        const int fd = ::inotify_init1(IN_CLOEXEC);
        REQUIRE(fd >= 0);
        REQUIRE(::inotify_add_watch(fd, project.deployed.parent_path().c_str(), IN_CREATE) >= 0);
        const fs::path log = project.dir.path() / "killed-build.log";
        KillOnFailure client{spawn_build(daemon, project.root, kOfflineCargo, log)};
        const bool copying = wait_for_creation(fd, partial.filename().string(), std::chrono::seconds(300));
        ::kill(daemon.pid(), SIGKILL);
        ::close(fd);
        INFO(read_file(log));
        REQUIRE(copying);
        REQUIRE(wait_exit(client.pid, std::chrono::seconds(30)).has_value());
        client.pid = 0;

        // Whole: the library deployed before, or (the kill came after the rename) the new one.
        const std::string after = read_file(project.deployed);
        const bool left_partial = fs::exists(partial);
        if (after == before) {
            ++mid_copy;
        } else {
            ++after_rename;
            CHECK_FALSE(left_partial); // the rename consumed it
        }
        REQUIRE(after.size() > 4);
        CHECK(after.compare(0, 4, "\x7f" "ELF") == 0);
        check_the_host_runs(project, after == before ? greeting : next);

        // The next daemon removes what was half copied as it starts (its log says so), and the
        // build deploys the edit.
        daemon.restart();
        CHECK_FALSE(fs::exists(partial));
        if (left_partial)
            CHECK_THAT(read_file(daemon.log()), Catch::Contains("removed " + partial.string() + ", left by a deploy that was interrupted"));
        const auto started = std::chrono::steady_clock::now();
        const int rc = run_cli(daemon, build_args(project), project.dir.path() / "build.log", out);
        recovery_ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count());
        INFO(out);
        REQUIRE(rc == 0);
        CHECK_FALSE(fs::exists(partial));
        check_the_host_runs(project, next);
        greeting = next;
    }
    std::cout << "kill -9 during deploy: " << rounds << " rounds, " << mid_copy << " killed before the rename (previous library intact), "
              << after_rename << " after it (new library whole); the next daemon's build took " << median(recovery_ms)
              << " ms (median)\n";
    CHECK(mid_copy + after_rename == rounds);
}

TEST_CASE("a daemon started later skips what is up to date and names a record it cannot read", "[reliability][crash]") {
    RustProject project;
    DaemonProcess daemon({}, true, kSharedTarget);
    std::string out;
    REQUIRE(run_cli(daemon, build_args(project), project.dir.path() / "build.log", out) == 0);
    const fs::path record = project.root / "Intermediate/Rusteal/build-state.json";
    REQUIRE(fs::exists(record));

    // A restart costs nothing: no child runs, nothing is deployed.
    daemon.restart();
    REQUIRE(run_cli(daemon, build_args(project), project.dir.path() / "build.log", out) == 0);
    auto r = json_result(out);
    INFO(out);
    CHECK(r.at("metrics").at("cargoRuns") == 0);
    CHECK(r.at("metrics").at("deployed") == 0);
    CHECK(std::string(r.at("summary").as_string()) == "up to date: nothing changed since the last build");

    // An edit after the restart is built.
    project.edit("\"hello from Rust\"", "\"hello after a restart\"");
    REQUIRE(run_cli(daemon, build_args(project), project.dir.path() / "build.log", out) == 0);
    r = json_result(out);
    CHECK(r.at("metrics").at("cargoRuns") == 1);
    CHECK(r.at("metrics").at("deployed") == 1);
    check_the_host_runs(project, "hello after a restart");

    // A record that cannot be read: named, every step runs, and it is written anew.
    std::ofstream(record) << "{\"format\": 1, \"rusteal\": ";
    daemon.restart();
    REQUIRE(run_cli(daemon, build_args(project), project.dir.path() / "build.log", out) == 0);
    r = json_result(out);
    CHECK_THAT(out, Catch::Contains("warning: " + record.string() + " is not a JSON object") &&
                        Catch::Contains("every step runs again and it is written anew"));
    CHECK(r.at("metrics").at("cargoRuns") == 1);
    daemon.restart();
    REQUIRE(run_cli(daemon, build_args(project), project.dir.path() / "build.log", out) == 0);
    CHECK(json_result(out).at("metrics").at("cargoRuns") == 0);
}

TEST_CASE("a deployed library damaged, replaced or removed outside rusteal is deployed again", "[reliability][crash]") {
    RustProject project;
    DaemonProcess daemon({}, true, kSharedTarget);
    std::string out;
    REQUIRE(run_cli(daemon, build_args(project), project.dir.path() / "build.log", out) == 0);
    const std::string good = read_file(project.deployed);
    REQUIRE(good.size() > 4096);

    auto rebuild = [&](const std::string& what) {
        INFO(what);
        REQUIRE(run_cli(daemon, build_args(project), project.dir.path() / "build.log", out) == 0);
        INFO(out);
        const auto r = json_result(out);
        CHECK(r.at("metrics").at("cargoRuns") == 0);
        CHECK(r.at("metrics").at("deployed") == 1);
        CHECK(read_file(project.deployed) == good);
    };
    // Cut short in place (a copy interrupted by another tool).
    fs::resize_file(project.deployed, good.size() / 2);
    rebuild("truncated");
    CHECK_THAT(out, Catch::Contains("was changed since it was deployed (not by rusteal): deploying this build again"));
    // Overwritten with other bytes of the same size.
    std::ofstream(project.deployed, std::ios::binary | std::ios::trunc) << std::string(good.size(), 'x');
    rebuild("overwritten");
    // Replaced by another file under the same name (a teammate's build copied over it).
    {
        const fs::path other = project.dir.path() / "other.so";
        std::ofstream(other, std::ios::binary) << good.substr(0, good.size() - 1) << 'y';
        fs::rename(other, project.deployed);
    }
    rebuild("replaced");
    // Removed.
    fs::remove(project.deployed);
    rebuild("removed");
    // Left alone: nothing to do.
    REQUIRE(run_cli(daemon, build_args(project), project.dir.path() / "build.log", out) == 0);
    CHECK(json_result(out).at("metrics").at("deployed") == 0);
    check_the_host_runs(project, "hello from Rust");
}

namespace {
// The processes whose executable's path contains `part` (the build script of a test's crate).
std::vector<pid_t> processes_running(const std::string& part) {
    std::vector<pid_t> found;
    for (const auto& e : fs::directory_iterator("/proc")) {
        const std::string name = e.path().filename().string();
        if (name.empty() || name.find_first_not_of("0123456789") != std::string::npos) continue;
        std::error_code ec;
        const auto exe = fs::read_symlink(e.path() / "exe", ec);
        if (!ec && exe.string().find(part) != std::string::npos) found.push_back(std::stoi(name));
    }
    return found;
}
} // namespace

TEST_CASE("kill -9 of the daemon during a build: its cargo is ended, and the next build does not wait on it",
          "[reliability][crash]") {
    RustProject project;
    // A build script that takes two minutes while src/lib.rs says SLOW_BUILD (cargo holds the
    // target folder's lock all along, as it does while a long build runs).
    std::ofstream(project.crate / "build.rs")
        << "fn main() {\n    println!(\"cargo:rerun-if-changed=src/lib.rs\");\n"
           "    let text = std::fs::read_to_string(\"src/lib.rs\").unwrap_or_default();\n"
           "    if text.contains(\"SLOW_BUILD\") { std::thread::sleep(std::time::Duration::from_secs(120)); }\n}\n";
    DaemonProcess daemon({}, true, kSharedTarget);
    std::string out;
    REQUIRE(run_cli(daemon, build_args(project), project.dir.path() / "build.log", out) == 0);

    project.edit("\"hello from Rust\"", "\"hello from Rust\" /* SLOW_BUILD */");
    const fs::path log = project.dir.path() / "killed-build.log";
    KillOnFailure client{spawn_build(daemon, project.root, kOfflineCargo, log)};
    std::vector<pid_t> script;
    for (int i = 0; i < 2400 && script.empty(); ++i) {
        script = processes_running("build-script-build");
        if (script.empty()) std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    INFO(read_file(log));
    REQUIRE_FALSE(script.empty());
    const auto killed = std::chrono::steady_clock::now();
    ::kill(daemon.pid(), SIGKILL);
    REQUIRE(wait_exit(client.pid, std::chrono::seconds(30)).has_value());
    client.pid = 0;
    // The build script (and the cargo above it) end with the daemon: SIGTERM from its guardian.
    for (pid_t pid : script) {
        INFO("pid " << pid);
        for (int i = 0; i < 1000 && !process_gone(pid); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
        CHECK(process_gone(pid));
    }
    const double gone_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - killed).count();

    project.edit("\"hello from Rust\" /* SLOW_BUILD */", "\"hello from Rust\"");
    daemon.restart();
    const auto started = std::chrono::steady_clock::now();
    REQUIRE(run_cli(daemon, build_args(project), project.dir.path() / "build.log", out) == 0);
    const double next_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
    INFO(out);
    CHECK_THAT(out, !Catch::Contains("Blocking waiting for file lock"));
    std::cout << "kill -9 during cargo: the build script gone " << gone_ms << " ms after the kill; the next build took "
              << next_ms << " ms\n";
    check_the_host_runs(project, "hello from Rust");
}

TEST_CASE("a build waiting on a cargo lock held by a process the daemon did not start names it, and cancel --stale ends it",
          "[reliability][crash]") {
    RustProject project;
    DaemonProcess daemon({}, true, kSharedTarget);
    std::string out;
    REQUIRE(run_cli(daemon, build_args(project), project.dir.path() / "build.log", out) == 0);
    // What a killed daemon's cargo would be: a process of its own session holding the target
    // folder's lock.
    const fs::path lock = fs::path(RUSTEAL_RECOVERY_TARGET_DIR) / "debug/.cargo-lock";
    REQUIRE(fs::exists(lock));
    KillOnFailure holder{spawn({"setsid", "flock", lock.string(), "sleep", "300"})};
    for (int i = 0; i < 500 && read_file("/proc/locks").find(" " + std::to_string(holder.pid) + " ") == std::string::npos; ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));

    project.edit("\"hello from Rust\"", "\"hello past the lock\"");
    auto c = daemon.connect();
    REQUIRE(c.request("events/subscribe", boost::json::object{{"project", project.root.string()}}).as_object().contains("result"));
    boost::json::array configs;
    for (const auto& k : kOfflineCargo) configs.emplace_back(k);
    c.send(boost::json::object{{"jsonrpc", "2.0"}, {"id", "build"}, {"method", "build/run"},
                               {"params", {{"project", project.root.string()}, {"cargoConfig", configs}}}});
    // The job's title names the holder and the way out.
    std::string title;
    for (int i = 0; i < 600 && title.find("cancel --stale") == std::string::npos; ++i) {
        auto n = c.notification("job/progress", std::chrono::seconds(60));
        title = std::string(n.at("params").at("message").as_string());
        c.notifications().clear();
    }
    INFO(title);
    CHECK_THAT(title, Catch::Contains("waits for " + lock.string() + ", held by pid") && Catch::Contains("flock") &&
                          Catch::Contains("which this daemon did not start; `rusteal cancel --stale` ends it"));
    // The client's command ends it, and the build goes on.
    REQUIRE(run_cli(daemon, "--json cancel --stale --project '" + project.root.string() + "'", project.dir.path() / "cancel.log", out) == 0);
    INFO(out);
    const auto processes = json_result(out).at("processes").as_array();
    REQUIRE(processes.size() >= 1);
    bool ended_holder = false;
    for (const auto& p : processes) ended_holder |= p.at("ended").as_bool() && std::string(p.at("command").as_string()).find("flock") == 0;
    CHECK(ended_holder);
    CHECK(wait_exit(holder.pid, std::chrono::seconds(10)).has_value());
    holder.pid = 0;
    auto answer = c.response_to("build", std::chrono::seconds(300));
    INFO(boost::json::serialize(answer));
    CHECK(answer.at("result").at("ok") == true);
    check_the_host_runs(project, "hello past the lock");
}
