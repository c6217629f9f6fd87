// Clients that never authenticate and a daemon out of descriptors: the owner is still served, the
// daemon neither spins nor floods its log, and every connection it cannot serve is closed.
#include "daemon_process.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <thread>

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

std::size_t open_descriptors(pid_t pid) {
    std::size_t n = 0;
    for ([[maybe_unused]] const auto& e : std::filesystem::directory_iterator("/proc/" + std::to_string(pid) + "/fd")) ++n;
    return n;
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
    const rlim_t limit = open_descriptors(d.pid()) + 2;
    const rlimit lim{limit, limit};
    REQUIRE(::prlimit(d.pid(), RLIMIT_NOFILE, &lim, nullptr) == 0);
    std::vector<RpcClient> clients;
    for (int i = 0; i < 12; ++i) clients.push_back(d.connect()); // connected in the backlog, most not accepted
    // The first two are served; the daemon's accept fails for the others until they leave.
    std::thread later([&] {
        for (auto& c : clients) {
            auto r = c.request("daemon/status", json::object{}, std::chrono::seconds(30));
            if (!r.as_object().contains("result")) throw std::runtime_error("no answer");
            c = RpcClient::unix_socket(d.socket()); // closes the served connection, queues one more
        }
    });
    later.join();
    const auto log = read_file(d.log());
    INFO(log.substr(log.size() > 4000 ? log.size() - 4000 : 0));
    CHECK(count_lines_with(log, "failed: Too many open files") >= 1);
    CHECK(count_lines_with(log, "failed: Too many open files") <= 3);
    CHECK(first.request("daemon/status").as_object().contains("result"));
}
