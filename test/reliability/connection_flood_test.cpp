// Clients that never authenticate and a daemon out of descriptors: the owner is still served, the
// daemon neither spins nor floods its log, and every connection it cannot serve is closed.
#include "daemon_process.hpp"
#include "flood.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <iostream>
#include <set>
#include <thread>

#include <fcntl.h>
#include <netinet/in.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace rusteal::test;
namespace json = boost::json;

namespace {

std::size_t count_lines_with(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
}

// A TCP connection that only connects: it never sends anything.
int idle_tcp_connection(unsigned short port) {
    int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_port = htons(port);
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (fd < 0 || ::connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) throw std::runtime_error("connect failed");
    return fd;
}

// True once the daemon closed `fd` (a read returns end of file), within `timeout`.
bool closed_by_daemon(int fd, std::chrono::milliseconds timeout) {
    timeval tv{static_cast<time_t>(timeout.count() / 1000), static_cast<suseconds_t>((timeout.count() % 1000) * 1000)};
    ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    char c;
    return ::recv(fd, &c, 1, 0) == 0;
}

// The descriptor limit that leaves `pid` room for exactly `room` more: the kernel hands out the
// lowest free numbers, so the limit is one past the `room`-th free number (the process may have
// holes below its highest descriptor).
rlim_t limit_leaving_room(pid_t pid, int room) {
    std::set<int> open;
    for (const auto& e : std::filesystem::directory_iterator("/proc/" + std::to_string(pid) + "/fd"))
        open.insert(std::stoi(e.path().filename().string()));
    int fd = 0;
    for (int free_seen = 0;; ++fd)
        if (!open.count(fd) && ++free_seen == room) break;
    return static_cast<rlim_t>(fd + 1);
}

} // namespace

TEST_CASE("400 TCP clients that never send the token: capped, closed at the deadline, the owner served", "[reliability][flood]") {
    DaemonProcess d({"--tcp-port", "0", "--tcp-auth-timeout-ms", "1000", "--max-unauthenticated", "8"});
    const auto port = static_cast<unsigned short>(std::stoi(read_file(d.dir() / "rusteald.tcp")));
    std::vector<int> idle;
    for (int i = 0; i < 400; ++i) idle.push_back(idle_tcp_connection(port));
    // The owner, over the Unix socket, meanwhile.
    auto owner = d.connect();
    auto status = owner.request("daemon/status", json::object{}, std::chrono::seconds(30));
    REQUIRE(status.as_object().contains("result"));
    // Every idle connection is closed by the daemon: beyond the cap at once, the others when
    // their deadline passes.
    std::size_t closed = 0;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(15);
    for (int fd : idle) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
        closed += closed_by_daemon(fd, std::max(left, std::chrono::milliseconds(1)));
    }
    for (int fd : idle) ::close(fd);
    CHECK(closed == idle.size());
    // No more than the cap waited at once; refusals and deadline closes did not flood the log.
    const auto log = read_file(d.log());
    CHECK(count_lines_with(log, "refused a TCP connection") <= 2);
    CHECK(count_lines_with(log, "within 1000 ms of connecting over TCP") <= 8 * 2);
    CHECK(owner.request("daemon/status").at("result").at("clients").as_array().size() == 1);
}

TEST_CASE("out of descriptors, the daemon waits before accepting again and logs it a few times, then serves everyone", "[reliability][flood]") {
    DaemonProcess d;
    auto first = d.connect();
    REQUIRE(first.request("daemon/status").as_object().contains("result"));
    // Leave the daemon room for two more connections only.
    const rlim_t limit = limit_leaving_room(d.pid(), 2);
    const rlimit lim{limit, limit};
    REQUIRE(::prlimit(d.pid(), RLIMIT_NOFILE, &lim, nullptr) == 0);
    std::vector<RpcClient> clients;
    for (int i = 0; i < 12; ++i) clients.push_back(d.connect()); // connected in the backlog, most not accepted
    // The first two are served; the daemon's accept fails for the others until they leave.
    std::size_t served = 0;
    for (auto& c : clients) {
        auto r = c.request("daemon/status", json::object{}, std::chrono::seconds(30));
        served += r.as_object().contains("result");
        c = RpcClient::unix_socket(d.socket()); // closes the served connection, queues one more
    }
    CHECK(served == clients.size());
    const auto log = read_file(d.log());
    INFO(log.substr(log.size() > 4000 ? log.size() - 4000 : 0));
    CHECK(count_lines_with(log, "failed: Too many open files") >= 1);
    CHECK(count_lines_with(log, "failed: Too many open files") <= 3);
    CHECK(first.request("daemon/status").as_object().contains("result"));
}

TEST_CASE("clients that flood requests and never read are paused, not served first, and lose nothing they asked", "[reliability][flood]") {
    DaemonProcess d;
    constexpr int kFlooders = 8;
    constexpr int kMostRequests = 20000;
    std::vector<Flooder> flooders;
    for (int f = 0; f < kFlooders; ++f) flooders.emplace_back(d.connect());
    // Each sends daemon/status requests without reading, until its socket is full: the daemon
    // has stopped reading it (before, it read everything and queued the answers).
    for (auto& f : flooders) {
        f.flood(kMostRequests);
        CHECK(f.sent < kMostRequests);
    }
    // A well-behaved client is answered while they hold back.
    auto owner = d.connect();
    const auto asked = std::chrono::steady_clock::now();
    auto status = owner.request("daemon/status", json::object{}, std::chrono::seconds(30));
    const auto waited = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - asked);
    REQUIRE(status.as_object().contains("result"));
    CHECK(status.at("result").at("clients").as_array().size() == kFlooders + 1); // none was cut off
    // Then they read: every request answered once, in order, none lost.
    std::size_t answered = 0, total = 0;
    for (auto& f : flooders) {
        answered += static_cast<std::size_t>(f.read_all());
        total += static_cast<std::size_t>(f.sent);
    }
    CHECK(answered == total);
    std::cout << "figures: " << kFlooders << " flooders sent " << total << " requests before the daemon paused them; "
              << "a well-behaved daemon/status meanwhile took " << waited.count() << " ms\n";
}
