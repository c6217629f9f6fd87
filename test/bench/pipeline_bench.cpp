// The build pipeline's figures (issue 6), side by side in one run, on a project whose game crate
// is the host test game, built offline:
//   - a no-op `rusteal build` end to end (process start to exit) against a no-op `cargo build` of
//     the same crate with the same flags;
//   - deploy -> reload acknowledged: the atomic deploy, then editors/reload answered by an
//     attached rusteal-host (60 frames a second, as an editor);
//   - save -> build started: the daemon's inotify watch (settle 100 ms) against the reference's
//     polling watcher (poll 400 ms, settle 300 ms: a change must stay stable across two scans),
//     run here on the same saves;
//   - save -> new greeting printed: a one-line edit of the greeting, the watch's build, the
//     reload, and rusteal-host printing the new text (with the build job's own duration);
//   - a no-op `rusteal build --all` (all five steps skipped) of a project made by `rusteal new` on
//     the stand-in engine, against a no-op `cargo build` of its game crate.
//
//   build/test/bench/pipeline_bench [saves=15] [noop-runs=15] [greetings=5]
#include "daemon_process.hpp"
#include "pipeline/build_plan.hpp"
#include "rust_project.hpp"

#include <sys/wait.h>

#include <boost/json.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <thread>

namespace fs = std::filesystem;
namespace json = boost::json;
using Clock = std::chrono::steady_clock;
using rusteal::test::DaemonProcess;
using rusteal::test::RustProject;

namespace {

double ms(Clock::duration d) { return std::chrono::duration<double, std::milli>(d).count(); }
double pct(std::vector<double> v, double p) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, static_cast<std::size_t>(p * static_cast<double>(v.size())))];
}

// Process start to exit, spawned directly (no shell in the figures) and reaped by a blocking
// waitpid: the tests' wait_exit polls every 5 ms, which would round a 3 ms client up to 5 or 10.
double timed_run(const std::vector<std::string>& argv, const std::vector<std::string>& env = {}) {
    const auto t0 = Clock::now();
    const pid_t pid = rusteal::test::spawn(argv, env);
    int raw = 0;
    const std::optional<int> status = ::waitpid(pid, &raw, 0) == pid ? std::optional<int>(raw) : std::nullopt;
    const double t = ms(Clock::now() - t0);
    if (!status || !WIFEXITED(*status) || WEXITSTATUS(*status) != 0) {
        std::fprintf(stderr, "failed: %s ...\n", argv.front().c_str());
        std::exit(1);
    }
    return t;
}

// The reference's watcher: (mtime, size) of every .rs/.toml, polled every 400 ms; a change must
// read the same on two scans 300 ms apart before the build starts.
using Snapshot = std::map<std::string, std::string>;
Snapshot scan(const fs::path& workspace) {
    Snapshot s;
    std::error_code ec;
    for (fs::recursive_directory_iterator it(workspace, ec), end; !ec && it != end; it.increment(ec)) {
        const std::string name = it->path().filename().string();
        if (it->is_directory(ec)) {
            if (name == "target" || name == "bindings" || name.front() == '.') it.disable_recursion_pending();
            continue;
        }
        const std::string ext = it->path().extension().string();
        if (ext == ".rs" || ext == ".toml") s[it->path().string()] = rusteal::pipeline::file_fingerprint(it->path());
    }
    return s;
}

} // namespace

int main(int argc, char** argv) {
    const int saves = argc > 1 ? std::atoi(argv[1]) : 15;
    const int noops = argc > 2 ? std::atoi(argv[2]) : 15;
    const int greetings = argc > 3 ? std::atoi(argv[3]) : 5;
    RustProject project;
    DaemonProcess daemon;
    std::vector<std::string> build_cmd{RUSTEAL_CLI_PATH, "build", "--project", project.root.string()};
    for (const auto& c : rusteal::test::kOfflineCargo) build_cmd.insert(build_cmd.end(), {"--cargo-config", c});
    const std::vector<std::string> env{daemon.env_entry()};
    std::printf("first build (every dependency): %.0f ms\n", timed_run(build_cmd, env));

    // --- no-op builds ------------------------------------------------------------------------------
    rusteal::pipeline::BuildLibrary lib{"game", "Probe", project.root / "Rust", "probe-game", {}, project.deployed};
    auto cargo = rusteal::pipeline::cargo_command(lib, false, {}, rusteal::test::kOfflineCargo);
    if (const char* home = std::getenv("HOME"); home && fs::exists(fs::path(home) / ".cargo/bin/cargo"))
        cargo.front() = (fs::path(home) / ".cargo/bin/cargo").string();
    std::vector<double> ours, theirs;
    for (int i = 0; i < noops; ++i) {
        ours.push_back(timed_run(build_cmd, env));
        if (i % 3 == 0) theirs.push_back(timed_run(cargo));
    }
    // The daemon's share: the same request on an open connection (no process start).
    std::vector<double> in_daemon;
    {
        auto c = daemon.connect();
        json::array cfg;
        for (const auto& x : rusteal::test::kOfflineCargo) cfg.emplace_back(x);
        for (int i = 0; i < noops; ++i) {
            const auto t0 = Clock::now();
            c.request("build/run", json::object{{"project", project.root.string()}, {"cargoConfig", cfg}}, std::chrono::seconds(60));
            in_daemon.push_back(ms(Clock::now() - t0));
        }
    }
    std::printf("no-op build, %d runs (cargo: %zu), interleaved\n", noops, theirs.size());
    std::printf("  build/run on an open connection           median %7.2f ms  p90 %7.2f ms\n", pct(in_daemon, 0.5),
                pct(in_daemon, 0.9));
    std::printf("  rusteal build (client + daemon, no child)  median %7.2f ms  p90 %7.2f ms   (target < 30 ms)\n",
                pct(ours, 0.5), pct(ours, 0.9));
    std::printf("  cargo build                               median %7.2f ms  p90 %7.2f ms\n", pct(theirs, 0.5), pct(theirs, 0.9));
    std::printf("  ratio                                     %.1fx faster                 (target >= 10x)\n",
                pct(theirs, 0.5) / pct(ours, 0.5));

    // --- deploy -> reload acknowledged ---------------------------------------------------------------
    const pid_t host = rusteal::test::spawn({RUSTEAL_HOST_PATH, "--project", project.root.string(), "--attach",
                                             "--daemon-socket", daemon.socket().string(), "--fps", "60", "--quiet"});
    auto client = daemon.connect();
    const auto deadline = Clock::now() + std::chrono::seconds(20);
    while (client.request("editors/list").at("result").at("editors").as_array().empty() && Clock::now() < deadline)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    const fs::path built = rusteal::pipeline::built_file(lib, false);
    std::vector<double> acks, reloads;
    for (int i = 0; i < 20; ++i) {
        const auto t0 = Clock::now();
        std::string error;
        rusteal::pipeline::deploy(built, project.deployed, error);
        auto r = client.request("editors/reload", json::object{{"project", project.root.string()}}, std::chrono::seconds(30));
        acks.push_back(ms(Clock::now() - t0));
        const auto& lib0 = r.at("result").at("editors").at(0).at("libraries").at(0);
        reloads.push_back(lib0.at("totalMilliseconds").to_number<double>());
    }
    std::printf("deploy -> reload acknowledged, 20 runs, rusteal-host at 60 frames/s\n");
    std::printf("  deploy + editors/reload round trip  median %6.2f ms  p90 %6.2f ms   (target < 50 ms)\n", pct(acks, 0.5),
                pct(acks, 0.9));
    std::printf("  of which the host's reload          median %6.2f ms  p90 %6.2f ms\n", pct(reloads, 0.5), pct(reloads, 0.9));

    // --- save -> build started -------------------------------------------------------------------------
    json::array configs;
    for (const auto& c : rusteal::test::kOfflineCargo) configs.emplace_back(c);
    client.request("watch/start", json::object{{"project", project.root.string()}, {"cargoConfig", configs}, {"settleMs", 100}});
    auto events = daemon.connect();
    events.request("events/subscribe", json::object{{"project", project.root.string()}});
    std::atomic<bool> stop{false};
    std::atomic<long long> poll_detected_at{0};
    const fs::path workspace = project.root / "Rust";
    Snapshot first = scan(workspace); // before the first save
    std::thread poller([&, baseline = std::move(first)]() mutable {
        while (!stop) {
            std::this_thread::sleep_for(std::chrono::milliseconds(400));
            Snapshot now = scan(workspace);
            if (now == baseline) continue;
            for (;;) {
                std::this_thread::sleep_for(std::chrono::milliseconds(300));
                Snapshot again = scan(workspace);
                if (again == now) break;
                now = std::move(again);
            }
            poll_detected_at = Clock::now().time_since_epoch().count();
            baseline = std::move(now);
        }
    });
    std::vector<double> inotify_ms, polling_ms;
    const fs::path note = project.crate / "src/notes.rs"; // not a module: cargo runs, compiles nothing
    for (int i = 0; i < saves; ++i) {
        events.notifications().clear();
        poll_detected_at = 0;
        const auto t0 = Clock::now();
        std::ofstream(note) << "// save " << i << "\n";
        auto started = events.notification("job/started", std::chrono::seconds(30));
        (void)started;
        inotify_ms.push_back(ms(Clock::now() - t0));
        events.notification("job/finished", std::chrono::seconds(120));
        while (poll_detected_at == 0) std::this_thread::sleep_for(std::chrono::milliseconds(5));
        polling_ms.push_back(ms(Clock::time_point(Clock::duration(poll_detected_at.load())) - t0));
        std::this_thread::sleep_for(std::chrono::milliseconds(150));
    }
    stop = true;
    poller.join();
    std::printf("save -> build started, %d saves\n", saves);
    std::printf("  daemon (inotify, settle 100 ms)        p50 %7.1f ms  p99 %7.1f ms   (target p99 <= 120 ms)\n",
                pct(inotify_ms, 0.5), pct(inotify_ms, 0.99));
    std::printf("  reference (poll 400 ms, settle 300 ms) p50 %7.1f ms  p99 %7.1f ms\n", pct(polling_ms, 0.5),
                pct(polling_ms, 0.99));
    ::kill(host, SIGTERM);
    rusteal::test::wait_exit(host, std::chrono::seconds(10));

    // --- save -> new greeting printed ------------------------------------------------------------------
    {
        const fs::path script = project.dir.path() / "greet.rhs";
        {
            std::ofstream out(script);
            out << "spawn Lamp lamp\n";
            for (int i = 0; i < greetings; ++i) out << "wait-reload 1 300\ncall lamp Greet\n";
        }
        const fs::path log = project.dir.path() / "greet.log";
        const pid_t greeter = rusteal::test::spawn({RUSTEAL_HOST_PATH, "--project", project.root.string(), "--attach",
                                                    "--daemon-socket", daemon.socket().string(), "--fps", "60", "--script",
                                                    script.string()},
                                                   {}, log.string(), log.string());
        const auto attached = Clock::now() + std::chrono::seconds(20);
        while (client.request("editors/list").at("result").at("editors").as_array().size() < 1 && Clock::now() < attached)
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        std::vector<double> printed, jobs;
        std::string previous = "hello from Rust";
        for (int i = 0; i < greetings; ++i) {
            const std::string next = "greeting number " + std::to_string(i);
            events.notifications().clear();
            const auto t0 = Clock::now();
            project.edit("const GREETING: &str = \"" + previous + "\";", "const GREETING: &str = \"" + next + "\";");
            previous = next;
            const std::string want = next + " (brightness";
            while (rusteal::test::read_file(log).find(want) == std::string::npos) {
                if (Clock::now() - t0 > std::chrono::seconds(300)) {
                    std::fprintf(stderr, "the host never printed `%s`\n", want.c_str());
                    return 1;
                }
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
            }
            printed.push_back(ms(Clock::now() - t0));
            auto finished = events.notification("job/finished", std::chrono::seconds(60));
            jobs.push_back(finished.at("params").at("durationMs").to_number<double>());
        }
        ::kill(greeter, SIGTERM);
        rusteal::test::wait_exit(greeter, std::chrono::seconds(10));
        std::printf("save -> new greeting printed by rusteal-host, %d one-line edits\n", greetings);
        std::printf("  save to greeting                      median %7.1f ms  p90 %7.1f ms\n", pct(printed, 0.5), pct(printed, 0.9));
        std::printf("  of which the build job (cargo, deploy, reload) median %7.1f ms\n", pct(jobs, 0.5));
    }
    client.request("watch/stop", json::object{{"project", project.root.string()}});

    // --- a no-op build --all on the stand-in engine ------------------------------------------------------
    {
        const std::vector<std::string> env_cfg{daemon.env_entry(), "XDG_CONFIG_HOME=" + daemon.config_home().string()};
        timed_run({RUSTEAL_CLI_PATH, "config", "engine", RUSTEAL_STANDIN_ENGINE}, env_cfg);
        std::vector<std::string> new_cmd{RUSTEAL_CLI_PATH, "new", "Bench", "--dir", project.dir.path().string(), "--runtime-path",
                                         std::string(RUSTEAL_SOURCE_DIR) + "/plugin_runtime/crates"};
        for (const auto& c : rusteal::test::kOfflineCargo) new_cmd.insert(new_cmd.end(), {"--cargo-config", c});
        std::printf("rusteal new Bench (all five steps, every dependency): %.0f ms\n", timed_run(new_cmd, env_cfg));
        const fs::path bench_root = project.dir.path() / "Bench";
        std::vector<std::string> all_cmd{RUSTEAL_CLI_PATH, "build", "--all", "--project", bench_root.string()};
        for (const auto& c : rusteal::test::kOfflineCargo) all_cmd.insert(all_cmd.end(), {"--cargo-config", c});
        timed_run(all_cmd, env_cfg); // records the state after the first build's own writes
        rusteal::pipeline::BuildLibrary bench_lib{"game", "Bench", bench_root / "Rust", "bench", {}, {}};
        auto bench_cargo = rusteal::pipeline::cargo_command(bench_lib, false, {}, rusteal::test::kOfflineCargo);
        bench_cargo.front() = cargo.front();
        std::vector<double> all_ours, all_theirs;
        for (int i = 0; i < noops; ++i) {
            all_ours.push_back(timed_run(all_cmd, env_cfg));
            if (i % 3 == 0) all_theirs.push_back(timed_run(bench_cargo));
        }
        std::printf("no-op build --all of a rusteal new project (UBT, generation, cargo, deploy all skipped), %d runs\n", noops);
        std::printf("  rusteal build --all                   median %7.2f ms  p90 %7.2f ms\n", pct(all_ours, 0.5), pct(all_ours, 0.9));
        std::printf("  cargo build (the game crate)          median %7.2f ms  p90 %7.2f ms\n", pct(all_theirs, 0.5), pct(all_theirs, 0.9));
        std::printf("  ratio                                 %.1fx faster\n", pct(all_theirs, 0.5) / pct(all_ours, 0.5));
    }
    return 0;
}
