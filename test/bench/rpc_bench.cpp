// rpc_bench: request round trip and throughput of a real rusteald at 1, 16 and 64 clients,
// `rusteal daemon status` end to end, and the daemon's idle RSS and wake-ups.
//
// usage: rpc_bench [seconds per client count, default 3]
// Each client is a thread with its own connection doing closed-loop requests (send, wait for
// the answer, repeat). Latencies are per request, measured by the client.
#include "daemon_process.hpp"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <fstream>
#include <thread>

#include <sys/wait.h>

using namespace rusteal::test;
namespace json = boost::json;
using Clock = std::chrono::steady_clock;

namespace {

double percentile(std::vector<double>& v, double p) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    auto idx = static_cast<std::size_t>(p * static_cast<double>(v.size() - 1));
    return v[idx];
}

long proc_status_field(pid_t pid, const std::string& field) {
    std::ifstream in("/proc/" + std::to_string(pid) + "/status");
    std::string line;
    while (std::getline(in, line))
        if (line.rfind(field + ":", 0) == 0) return std::stol(line.substr(field.size() + 1));
    return -1;
}

void run_load(DaemonProcess& d, int clients, double seconds, const char* method) {
    std::vector<std::vector<double>> lat(static_cast<std::size_t>(clients));
    std::atomic<bool> go{false}, stop{false};
    std::vector<std::thread> threads;
    for (int t = 0; t < clients; ++t) {
        threads.emplace_back([&, t] {
            auto c = d.connect();
            auto& mine = lat[static_cast<std::size_t>(t)];
            mine.reserve(200000);
            while (!go) std::this_thread::yield();
            while (!stop) {
                auto start = Clock::now();
                auto r = c.request(method);
                mine.push_back(std::chrono::duration<double, std::micro>(Clock::now() - start).count());
                if (!r.as_object().contains("result")) std::abort();
            }
        });
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(200)); // connections up
    auto start = Clock::now();
    go = true;
    std::this_thread::sleep_for(std::chrono::duration<double>(seconds));
    stop = true;
    for (auto& th : threads) th.join();
    double elapsed = std::chrono::duration<double>(Clock::now() - start).count();
    std::vector<double> all;
    for (auto& v : lat) all.insert(all.end(), v.begin(), v.end());
    double n = static_cast<double>(all.size());
    std::printf("%-14s clients=%-3d requests=%-8.0f throughput=%8.0f req/s  p50=%7.1f us  p99=%7.1f us  max=%8.1f us\n",
                method, clients, n, n / elapsed, percentile(all, 0.50), percentile(all, 0.99), percentile(all, 1.0));
}

} // namespace

int main(int argc, char** argv) {
    double seconds = argc > 1 ? std::stod(argv[1]) : 3.0;
    std::printf("rusteald %s, %u hardware threads, %.1f s per run\n", RUSTEAL_VERSION_STRING,
                std::thread::hardware_concurrency(), seconds);
    DaemonProcess d({"--log-level", "warn"});
    long rss_fresh = proc_status_field(d.pid(), "VmRSS");

    for (int clients : {1, 16, 64}) run_load(d, clients, seconds, "jobs/list");
    run_load(d, 1, seconds, "daemon/status");

    // `rusteal daemon status` as a user runs it: process start, connect, initialize, status, exit.
    std::vector<double> cli_ms;
    for (int i = 0; i < 40; ++i) {
        auto start = Clock::now();
        pid_t pid = spawn({RUSTEAL_CLI_PATH, "daemon", "status"}, {d.env_entry()});
        auto status = wait_exit(pid, std::chrono::seconds(10));
        cli_ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
        if (!status || WEXITSTATUS(*status) != 0) {
            std::fprintf(stderr, "rusteal daemon status failed\n");
            return 1;
        }
    }
    std::printf("rusteal daemon status (end to end, 40 runs): median=%.2f ms  p90=%.2f ms  min=%.2f ms\n",
                percentile(cli_ms, 0.5), percentile(cli_ms, 0.9), percentile(cli_ms, 0.0));

    // Idle: no clients, no jobs. Count context switches over a quiet period: a daemon without
    // periodic timers makes none.
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
    long vol0 = proc_status_field(d.pid(), "voluntary_ctxt_switches");
    long inv0 = proc_status_field(d.pid(), "nonvoluntary_ctxt_switches");
    std::this_thread::sleep_for(std::chrono::seconds(5));
    long vol1 = proc_status_field(d.pid(), "voluntary_ctxt_switches");
    long inv1 = proc_status_field(d.pid(), "nonvoluntary_ctxt_switches");
    std::printf("idle RSS: %ld kB fresh, %ld kB after the load (VmHWM %ld kB)\n", rss_fresh,
                proc_status_field(d.pid(), "VmRSS"), proc_status_field(d.pid(), "VmHWM"));
    std::printf("idle wake-ups over 5 s: %ld voluntary + %ld involuntary context switches\n", vol1 - vol0, inv1 - inv0);
    d.stop();
    return 0;
}
