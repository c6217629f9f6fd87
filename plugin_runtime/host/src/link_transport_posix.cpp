// The POSIX side of link_transport.hpp: the daemon's Unix socket, and a non-blocking pipe that
// wakes poll(). Compiles to nothing on Windows (link_transport_windows.cpp).
#if !defined(_WIN32)
#include "rusteal_host/link_transport.hpp"

#include <fcntl.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <string>

namespace rusteal::host {

struct LinkTransport::State {
    int fd = -1;
    int wake_pipe[2] = {-1, -1};
};

LinkTransport::LinkTransport() : state_(new State) {
    if (::pipe2(state_->wake_pipe, O_CLOEXEC | O_NONBLOCK) != 0) state_->wake_pipe[0] = state_->wake_pipe[1] = -1;
}

LinkTransport::~LinkTransport() {
    close();
    for (int fd : state_->wake_pipe)
        if (fd >= 0) ::close(fd);
}

bool LinkTransport::connect(const std::string& address) {
    close();
    refusal_.clear();
    sockaddr_un addr{};
    if (address.size() >= sizeof addr.sun_path) return false;
    const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0) return false;
    addr.sun_family = AF_UNIX;
    std::memcpy(addr.sun_path, address.c_str(), address.size() + 1);
    if (::connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) {
        ::close(fd);
        return false;
    }
    // The socket's folder is the user's private one; a peer of another uid is refused still.
#if defined(__linux__)
    ucred cred{};
    socklen_t length = sizeof cred;
    const bool known = ::getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &cred, &length) == 0;
    const uid_t peer = cred.uid;
#else
    uid_t peer = 0;
    gid_t group = 0;
    const bool known = ::getpeereid(fd, &peer, &group) == 0;
#endif
    if (!known || peer != ::geteuid()) {
        refusal_ = address + " is served by " + (known ? "uid " + std::to_string(peer) : std::string("an unknown user")) +
                   ", not by this user (uid " + std::to_string(::geteuid()) + "); nothing was sent to it";
        ::close(fd);
        return false;
    }
    state_->fd = fd;
    return true;
}

void LinkTransport::close() {
    if (state_->fd >= 0) ::close(state_->fd);
    state_->fd = -1;
}

bool LinkTransport::send_all(const std::string& bytes) {
    std::size_t sent = 0;
    while (sent < bytes.size()) {
        const ssize_t n = ::send(state_->fd, bytes.data() + sent, bytes.size() - sent, MSG_NOSIGNAL);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        sent += static_cast<std::size_t>(n);
    }
    return true;
}

LinkTransport::Ready LinkTransport::wait(std::chrono::milliseconds timeout) {
    Ready ready;
    pollfd fds[2] = {{state_->wake_pipe[0], POLLIN, 0}, {state_->fd, POLLIN, 0}};
    const nfds_t count = state_->fd >= 0 ? 2 : 1;
    if (::poll(fds, count, static_cast<int>(timeout.count())) < 0 && errno != EINTR) {
        ready.failed = true;
        return ready;
    }
    if (fds[0].revents & POLLIN) {
        char drain[64];
        while (::read(state_->wake_pipe[0], drain, sizeof drain) > 0) {
        }
        ready.woken = true;
    }
    if (count == 2 && (fds[1].revents & (POLLIN | POLLHUP | POLLERR))) ready.readable = true;
    return ready;
}

bool LinkTransport::receive(std::string& out) {
    char chunk[65536];
    for (;;) {
        const ssize_t got = ::recv(state_->fd, chunk, sizeof chunk, 0);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) return false;
        out.append(chunk, static_cast<std::size_t>(got));
        return true;
    }
}

void LinkTransport::wake() {
    if (state_->wake_pipe[1] >= 0) {
        const char c = 1;
        [[maybe_unused]] const auto n = ::write(state_->wake_pipe[1], &c, 1);
    }
}

std::string default_daemon_address() {
    const char* xdg = std::getenv("XDG_RUNTIME_DIR");
    if (xdg && *xdg == '/') return std::string(xdg) + "/rusteal/rusteald.sock";
    return "/tmp/rusteal-" + std::to_string(::geteuid()) + "/rusteald.sock";
}

} // namespace rusteal::host

#endif // !_WIN32
