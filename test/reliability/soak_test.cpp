// Everything at once, for a while: clients asking the daemon's status, a builder editing and
// building with an attached rusteal-host reloading, jobs started and cancelled, and kill -9 of the
// daemon in the middle of a build between epochs. Nothing may be lost or wrong, the host must run
// what was built last, and a daemon may not grow (descriptors, resident memory) over its epoch.
// CI runs it short (2 epochs of 5 s); RUSTEAL_SOAK=1 runs 30 epochs of a minute and prints the
// same figures:
//
//     RUSTEAL_SOAK=1 build/test/rusteal_recovery_tests '[soak]'
#include "cli_run.hpp"
#include "daemon_process.hpp"
#include "proc_status.hpp"
#include "read_file.hpp"
#include "rust_project.hpp"

#include <catch2/catch.hpp>

#include <atomic>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <thread>

using namespace rusteal::test;
namespace fs = std::filesystem;
namespace json = boost::json;

namespace {

const std::vector<std::string> kSoakTarget{"CARGO_TARGET_DIR=" + std::string(RUSTEAL_RECOVERY_TARGET_DIR)};

struct Tally {
    std::atomic<long> answers{0}, wrong{0}, lost{0}, builds{0}, failed_builds{0}, reloads{0}, cancels{0};
};

std::string soak_build_args(const RustProject& p) {
    return "--json build --project '" + p.root.string() + "'" + offline_cargo_options();
}

} // namespace

TEST_CASE("soak: clients, builds, reloads, cancels and kill -9s together, nothing lost, nothing grows",
          "[reliability][soak]") {
    const bool soak = std::getenv("RUSTEAL_SOAK") != nullptr;
    const int epochs = soak ? 30 : 2;
    const auto epoch_length = soak ? std::chrono::seconds(60) : std::chrono::seconds(5);
    RustProject project;
    TempDir scratch; // the cancelled jobs' project folder
    DaemonProcess daemon({}, true, kSoakTarget);
    std::string out;
    REQUIRE(run_cli(daemon, soak_build_args(project), project.dir.path() / "build.log", out) == 0);

    Tally tally;
    std::string greeting = "hello from Rust";
    int edits = 0;
    long worst_fd_growth = 0, worst_rss_growth_kib = 0;
    std::vector<std::string> growth;
    for (int epoch = 1; epoch <= epochs; ++epoch) {
        INFO("epoch " << epoch);
        // An editor attached to this daemon.
        const fs::path host_log = project.dir.path() / ("host-" + std::to_string(epoch) + ".log");
        KillOnFailure host{spawn({RUSTEAL_HOST_PATH, "--project", project.root.string(), "--attach", "--daemon-socket",
                                  daemon.socket().string(), "--quiet"},
                                 {}, host_log.string(), host_log.string())};
        wait_for_an_editor(daemon);
        // The daemon as the epoch starts, once its first build of the epoch is done (warm).
        {
            const std::string next = "soak edit " + std::to_string(++edits);
            project.edit("\"" + greeting + "\"", "\"" + next + "\"");
            greeting = next;
        }
        REQUIRE(run_cli(daemon, soak_build_args(project), project.dir.path() / "build.log", out) == 0);
        {
            auto c = daemon.connect();
            clients_once_settled(c, 2); // this one and the host
        }
        const std::size_t fds_before = open_descriptors(daemon.pid());
        const long rss_before = proc_status_field(daemon.pid(), "VmRSS");

        std::atomic<bool> stop{false};
        std::vector<std::thread> threads;
        const pid_t daemon_pid = daemon.pid();
        for (int k = 0; k < 4; ++k)
            threads.emplace_back([&] {
                auto c = daemon.connect();
                while (!stop) {
                    json::value r;
                    try {
                        r = c.request("daemon/status", json::object{}, std::chrono::seconds(30));
                    } catch (const std::exception& e) {
                        std::cerr << "soak: a status client lost an answer: " << e.what() << "\n";
                        ++tally.lost;
                        return;
                    }
                    const auto* result = r.as_object().if_contains("result");
                    if (!result || result->at("pid") != json::value(daemon_pid)) ++tally.wrong;
                    else ++tally.answers;
                }
            });
        threads.emplace_back([&] { // jobs started and cancelled
            auto c = daemon.connect();
            int n = 0;
            while (!stop) {
                const std::string id = "sleep-" + std::to_string(++n);
                try {
                    c.send(json::object{{"jsonrpc", "2.0"}, {"id", id}, {"method", "jobs/exec"},
                                        {"params", {{"project", scratch.path().string()}, {"command", {"sleep", "30"}}}}});
                    // Cancelled once it runs (queued or running, a cancel ends it either way).
                    json::array jobs;
                    for (int i = 0; i < 600 && jobs.empty(); ++i) {
                        jobs = c.request("jobs/list", json::object{{"project", scratch.path().string()}}).at("result").at("jobs").as_array();
                        if (jobs.empty()) std::this_thread::sleep_for(std::chrono::milliseconds(50));
                    }
                    c.notifications().clear();
                    for (const auto& j : jobs) c.request("jobs/cancel", json::object{{"jobId", j.at("jobId")}});
                    const auto answer = c.response_to(json::value(id), std::chrono::seconds(30));
                    if (answer.at("error").at("code") == -32800) ++tally.cancels;
                    else ++tally.wrong;
                } catch (const std::exception& e) {
                    std::cerr << "soak: the cancelling client lost an answer: " << e.what() << "\n";
                    ++tally.lost;
                    return;
                }
            }
        });
        // The builder, on this thread: edit, build, the host reloads.
        const auto epoch_end = std::chrono::steady_clock::now() + epoch_length;
        while (std::chrono::steady_clock::now() < epoch_end) {
            const std::string next = "soak edit " + std::to_string(++edits);
            project.edit("\"" + greeting + "\"", "\"" + next + "\"");
            greeting = next;
            const int rc = run_cli(daemon, soak_build_args(project), project.dir.path() / "build.log", out);
            ++tally.builds;
            if (rc != 0) {
                ++tally.failed_builds;
                INFO(out);
                CHECK(rc == 0);
                continue;
            }
            if (json_result(out).at("metrics").at("editorsReloaded").as_int64() >= 1) ++tally.reloads;
        }
        stop = true;
        for (auto& t : threads) t.join();
        {
            auto c = daemon.connect();
            clients_once_settled(c, 2); // this one and the host
            // Cancelled jobs' processes are reaped; let the last one's group go.
            for (int i = 0; i < 100 && !c.request("jobs/list").at("result").at("jobs").as_array().empty(); ++i)
                std::this_thread::sleep_for(std::chrono::milliseconds(50));
        }
        const long fd_growth = static_cast<long>(open_descriptors(daemon.pid())) - static_cast<long>(fds_before);
        const long rss_growth = proc_status_field(daemon.pid(), "VmRSS") - rss_before;
        worst_fd_growth = std::max(worst_fd_growth, fd_growth);
        worst_rss_growth_kib = std::max(worst_rss_growth_kib, rss_growth);
        CHECK(fd_growth <= 2);
        CHECK(rss_growth < 32 * 1024);

        // The host runs the last build.
        ::kill(host.pid, SIGTERM);
        wait_exit(host.pid, std::chrono::seconds(30));
        host.pid = 0;
        if (epoch == epochs) break;
        // kill -9 in the middle of a build; the next daemon builds and the host runs it.
        const std::string next = "soak edit " + std::to_string(++edits);
        project.edit("\"" + greeting + "\"", "\"" + next + "\"");
        greeting = next;
        const fs::path log = project.dir.path() / "killed-build.log";
        KillOnFailure client{spawn_build(daemon, project.root, kOfflineCargo, log)};
        std::this_thread::sleep_for(std::chrono::milliseconds(50 + 97 * epoch % 400));
        ::kill(daemon.pid(), SIGKILL);
        REQUIRE(wait_exit(client.pid, std::chrono::seconds(30)).has_value());
        client.pid = 0;
        daemon.restart();
        REQUIRE(run_cli(daemon, soak_build_args(project), project.dir.path() / "build.log", out) == 0);
    }
    const fs::path script = project.dir.path() / "last.rhs";
    std::ofstream(script) << "spawn Lamp lamp\ncall lamp Greet\nexpect-log " << greeting << "\n";
    const fs::path last_log = project.dir.path() / "last.log";
    KillOnFailure last{spawn({RUSTEAL_HOST_PATH, "--project", project.root.string(), "--script", script.string()}, {},
                             last_log.string(), last_log.string())};
    const auto status = wait_exit(last.pid, std::chrono::seconds(60));
    REQUIRE(status.has_value());
    last.pid = 0;
    INFO(read_file(last_log));
    CHECK(how_it_ended(*status) == exited_with(0));

    std::cout << "soak: " << epochs << " epochs of " << epoch_length.count() << " s, " << epochs - 1
              << " kill -9 during a build; " << tally.answers << " status answers (" << tally.wrong << " wrong, "
              << tally.lost << " lost), " << tally.builds << " builds (" << tally.failed_builds << " failed), "
              << tally.reloads << " reloaded by the host, " << tally.cancels << " jobs cancelled; per epoch, descriptors grew "
              << worst_fd_growth << " at most and resident memory " << worst_rss_growth_kib << " KiB at most\n";
    CHECK(tally.wrong == 0);
    CHECK(tally.lost == 0);
    CHECK(tally.failed_builds == 0);
    CHECK(tally.reloads == tally.builds);
    CHECK(tally.answers > 0);
    CHECK(tally.cancels > 0);
}
