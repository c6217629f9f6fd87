#include "recording_relay.hpp"

#include "transport/frame_decoder.hpp"

#include <fcntl.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <cstring>
#include <memory>
#include <stdexcept>

namespace rusteal::test {
namespace {

sockaddr_un address_of(const std::filesystem::path& path) {
    sockaddr_un addr{};
    addr.sun_family = AF_UNIX;
    if (path.string().size() >= sizeof(addr.sun_path)) throw std::runtime_error("socket path too long: " + path.string());
    std::strcpy(addr.sun_path, path.c_str());
    return addr;
}

// One relayed connection: the client's side and the daemon's, each with its own decoder.
struct Pair {
    int client = -1, daemon = -1, index = 0;
    transport::FrameDecoder from_client, from_daemon;
    ~Pair() {
        if (client >= 0) ::close(client);
        if (daemon >= 0) ::close(daemon);
    }
};

bool write_all(int fd, const char* data, std::size_t size) {
    while (size > 0) {
        const ssize_t n = ::send(fd, data, size, MSG_NOSIGNAL);
        if (n <= 0) return false;
        data += n;
        size -= static_cast<std::size_t>(n);
    }
    return true;
}

} // namespace

RecordingRelay::RecordingRelay(std::filesystem::path listen_path, std::filesystem::path daemon_socket)
    : listen_path_(std::move(listen_path)), daemon_socket_(std::move(daemon_socket)) {
    std::filesystem::create_directories(listen_path_.parent_path());
    std::filesystem::permissions(listen_path_.parent_path(), std::filesystem::perms::owner_all);
    listen_fd_ = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    const auto addr = address_of(listen_path_);
    if (listen_fd_ < 0 || ::bind(listen_fd_, reinterpret_cast<const sockaddr*>(&addr), sizeof addr) != 0 ||
        ::listen(listen_fd_, 16) != 0 || ::pipe2(wake_, O_CLOEXEC) != 0)
        throw std::runtime_error("the relay cannot listen on " + listen_path_.string() + ": " + std::strerror(errno));
    thread_ = std::thread([this] { run(); });
}

RecordingRelay::~RecordingRelay() {
    if (wake_[1] >= 0) (void)!::write(wake_[1], "x", 1);
    if (thread_.joinable()) thread_.join();
    for (int fd : {listen_fd_, wake_[0], wake_[1]})
        if (fd >= 0) ::close(fd);
}

std::vector<RelayedMessage> RecordingRelay::messages() const {
    std::lock_guard lock(mutex_);
    return messages_;
}

std::optional<RelayedMessage> RecordingRelay::wait_for(const std::function<bool(const RelayedMessage&)>& pred,
                                                       std::chrono::milliseconds timeout) const {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    for (;;) {
        for (const auto& m : messages())
            if (pred(m)) return m;
        if (std::chrono::steady_clock::now() >= deadline) return std::nullopt;
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
}

void RecordingRelay::run() {
    std::vector<std::unique_ptr<Pair>> pairs;
    int accepted = 0;
    for (;;) {
        std::vector<pollfd> fds{{wake_[0], POLLIN, 0}, {listen_fd_, POLLIN, 0}};
        for (const auto& p : pairs) {
            fds.push_back({p->client, POLLIN, 0});
            fds.push_back({p->daemon, POLLIN, 0});
        }
        if (::poll(fds.data(), fds.size(), -1) < 0) {
            if (errno == EINTR) continue;
            return;
        }
        if (fds[0].revents) return;
        const std::size_t polled = pairs.size(); // a pair accepted below has no entry in fds yet
        if (fds[1].revents & POLLIN) {
            auto p = std::make_unique<Pair>();
            p->client = ::accept4(listen_fd_, nullptr, nullptr, SOCK_CLOEXEC);
            p->daemon = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
            const auto addr = address_of(daemon_socket_);
            if (p->client >= 0 && p->daemon >= 0 &&
                ::connect(p->daemon, reinterpret_cast<const sockaddr*>(&addr), sizeof addr) == 0) {
                p->index = accepted++;
                pairs.push_back(std::move(p));
            }
        }
        // Relay what arrived; a side that closed closes the pair.
        for (std::size_t i = 0; i < polled; ++i) {
            auto& p = *pairs[i];
            bool closed = false;
            for (int side = 0; side < 2 && !closed; ++side) {
                const auto& pfd = fds[2 + 2 * i + side];
                if (!(pfd.revents & (POLLIN | POLLHUP | POLLERR))) continue;
                char buffer[65536];
                const ssize_t n = ::recv(pfd.fd, buffer, sizeof buffer, 0);
                const bool from_client = side == 0;
                if (n <= 0 || !write_all(from_client ? p.daemon : p.client, buffer, static_cast<std::size_t>(n))) {
                    closed = true;
                    break;
                }
                auto& decoder = from_client ? p.from_client : p.from_daemon;
                decoder.feed(std::string_view(buffer, static_cast<std::size_t>(n)));
                while (auto body = decoder.next()) {
                    boost::system::error_code ec;
                    auto value = boost::json::parse(*body, ec);
                    if (ec) continue; // not JSON: relayed, not recorded
                    std::lock_guard lock(mutex_);
                    messages_.push_back({from_client, p.index, std::move(value)});
                }
            }
            if (closed) {
                pairs.erase(pairs.begin() + static_cast<std::ptrdiff_t>(i));
                break; // the fds no longer line up with the pairs: poll again
            }
        }
    }
}

} // namespace rusteal::test
