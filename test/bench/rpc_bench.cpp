// rpc_bench: request round trip and throughput of a real rusteald at 1, 16 and 64 clients,
// `rusteal daemon status` end to end, and the daemon's idle RSS and wake-ups.
//
// usage: rpc_bench [seconds per client count, default 3]
// Each client is a connection of its own; one driver thread multiplexes them. Latencies are per
// request, from send to the answer's arrival, measured by the client.
#include "daemon_process.hpp"
#include "proc_status.hpp"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <thread>

#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

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

long cpu_ticks(pid_t pid) {
    std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
    std::string content((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::istringstream fields(content.substr(content.rfind(')') + 2));
    std::string f;
    long utime = 0, stime = 0;
    for (int i = 3; i <= 15 && fields >> f; ++i) {
        if (i == 14) utime = std::stol(f);
        if (i == 15) stime = std::stol(f);
    }
    return utime + stime;
}

// One client connection driven by a load thread.
struct Conn {
    int fd;
    rusteal::transport::FrameDecoder decoder;
    bool waiting = false;
    Clock::time_point sent_at{}, next_send{};
};

// `clients` connections multiplexed with poll() by one driver thread: on a 2-core machine the
// daemon gets one core and the load generator the other. (With a thread per client, 64 client
// threads fight the daemon for 2 cores and the p99 measures the scheduler, not the daemon.)
// rate_per_client 0: closed loop (each connection sends again as soon as it has its answer).
// Otherwise each connection sends at that fixed rate (open loop): latency under a given load.
void run_load(DaemonProcess& d, int clients, double seconds, const char* method, double rate_per_client = 0) {
    int drivers = 1;
    std::vector<std::vector<double>> lat(static_cast<std::size_t>(drivers));
    std::atomic<bool> go{false}, stop{false};
    std::atomic<int> errors{0};
    std::string frame = rusteal::transport::frame_message(
        std::string(R"({"jsonrpc":"2.0","id":1,"method":")") + method + R"("})");
    auto period = rate_per_client > 0
                      ? std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(1.0 / rate_per_client))
                      : Clock::duration::zero();
    std::vector<std::thread> threads;
    for (int t = 0; t < drivers; ++t) {
        threads.emplace_back([&, t] {
            std::vector<RpcClient> keep;
            std::vector<Conn> conns;
            for (int c = t; c < clients; c += drivers) {
                keep.push_back(d.connect());
                conns.push_back(Conn{keep.back().fd(), rusteal::transport::FrameDecoder(), false, {}, {}});
            }
            auto& mine = lat[static_cast<std::size_t>(t)];
            mine.reserve(400000);
            while (!go) std::this_thread::yield();
            auto start = Clock::now();
            for (std::size_t i = 0; i < conns.size(); ++i) // spread first sends over one period
                conns[i].next_send = start + period * static_cast<long>(i * static_cast<std::size_t>(drivers) + static_cast<std::size_t>(t)) / clients;
            std::vector<pollfd> fds(conns.size());
            char buf[65536];
            while (!stop) {
                auto now = Clock::now();
                auto wake = now + std::chrono::milliseconds(1);
                for (auto& c : conns) {
                    if (!c.waiting && now >= c.next_send) {
                        if (::send(c.fd, frame.data(), frame.size(), MSG_NOSIGNAL) != static_cast<ssize_t>(frame.size()))
                            ++errors;
                        c.waiting = true;
                        c.sent_at = Clock::now();
                        c.next_send = rate_per_client > 0 ? c.next_send + period : c.sent_at;
                    }
                    if (!c.waiting) wake = std::min(wake, c.next_send);
                }
                for (std::size_t i = 0; i < conns.size(); ++i) fds[i] = pollfd{conns[i].fd, POLLIN, 0};
                auto timeout = std::chrono::duration_cast<std::chrono::milliseconds>(wake - Clock::now()).count();
                ::poll(fds.data(), fds.size(), static_cast<int>(std::max<long>(0, timeout)));
                for (std::size_t i = 0; i < conns.size(); ++i) {
                    if (!(fds[i].revents & POLLIN)) continue;
                    auto n = ::recv(conns[i].fd, buf, sizeof buf, 0);
                    if (n <= 0) {
                        ++errors;
                        continue;
                    }
                    conns[i].decoder.feed(std::string_view(buf, static_cast<std::size_t>(n)));
                    while (auto body = conns[i].decoder.next()) {
                        if (body->find("\"result\"") == std::string::npos) ++errors;
                        mine.push_back(std::chrono::duration<double, std::micro>(Clock::now() - conns[i].sent_at).count());
                        conns[i].waiting = false;
                    }
                }
            }
        });
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(300)); // connections up
    long cpu0 = cpu_ticks(d.pid());
    auto start = Clock::now();
    go = true;
    std::this_thread::sleep_for(std::chrono::duration<double>(seconds));
    stop = true;
    for (auto& th : threads) th.join();
    double elapsed = std::chrono::duration<double>(Clock::now() - start).count();
    double daemon_cpu = static_cast<double>(cpu_ticks(d.pid()) - cpu0) / static_cast<double>(::sysconf(_SC_CLK_TCK));
    std::vector<double> all;
    for (auto& v : lat) all.insert(all.end(), v.begin(), v.end());
    double n = static_cast<double>(all.size());
    std::printf("%-14s %-11s clients=%-3d requests=%-8.0f throughput=%8.0f req/s  p50=%7.1f us  p99=%7.1f us  "
                "max=%8.1f us  daemon cpu=%5.1f us/req%s\n",
                method, rate_per_client > 0 ? "paced" : "closed-loop", clients, n, n / elapsed, percentile(all, 0.50),
                percentile(all, 0.99), percentile(all, 1.0), daemon_cpu * 1e6 / std::max(n, 1.0),
                errors ? "  ERRORS" : "");
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
    // The target load: 20,000 requests/s in all, spread over 64 clients.
    run_load(d, 64, seconds, "jobs/list", 20000.0 / 64);

    // `rusteal daemon status` as a user runs it: process start, connect, initialize, status, exit.
    std::vector<double> cli_ms;
    for (int i = 0; i < 40; ++i) {
        auto start = Clock::now();
        pid_t pid = spawn({RUSTEAL_CLI_PATH, "daemon", "status"}, {d.env_entry()});
        int status = 0;
        ::waitpid(pid, &status, 0); // blocking: no polling interval in the figure
        cli_ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
        if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
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
