#include "rpc_client.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <stdexcept>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

namespace rusteal::test {

RpcClient RpcClient::unix_socket(const std::filesystem::path& path) {
    int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_un addr{};
    addr.sun_family = AF_UNIX;
    std::strncpy(addr.sun_path, path.c_str(), sizeof addr.sun_path - 1);
    if (::connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) {
        int err = errno;
        ::close(fd);
        throw std::runtime_error("connect " + path.string() + ": " + std::strerror(err));
    }
    return RpcClient(fd);
}

RpcClient RpcClient::tcp_loopback(unsigned short port) {
    int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_port = htons(port);
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) {
        int err = errno;
        ::close(fd);
        throw std::runtime_error("connect 127.0.0.1:" + std::to_string(port) + ": " + std::strerror(err));
    }
    int one = 1;
    ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    return RpcClient(fd);
}

RpcClient::RpcClient(RpcClient&& other) noexcept
    : fd_(std::exchange(other.fd_, -1)), decoder_(std::move(other.decoder_)),
      notifications_(std::move(other.notifications_)), responses_(std::move(other.responses_)), next_id_(other.next_id_) {}

RpcClient& RpcClient::operator=(RpcClient&& other) noexcept {
    if (this != &other) {
        if (fd_ >= 0) ::close(fd_);
        fd_ = std::exchange(other.fd_, -1);
        decoder_ = std::move(other.decoder_);
        notifications_ = std::move(other.notifications_);
        responses_ = std::move(other.responses_);
        next_id_ = other.next_id_;
    }
    return *this;
}

RpcClient::~RpcClient() {
    if (fd_ >= 0) ::close(fd_);
}

void RpcClient::send_raw(std::string_view bytes) {
    while (!bytes.empty()) {
        auto n = ::send(fd_, bytes.data(), bytes.size(), MSG_NOSIGNAL);
        if (n < 0) {
            if (errno == EINTR) continue;
            throw std::runtime_error(std::string("send: ") + std::strerror(errno));
        }
        bytes.remove_prefix(static_cast<std::size_t>(n));
    }
}

void RpcClient::send(const json::value& message) { send_raw(transport::frame_message(json::serialize(message))); }

std::optional<json::value> RpcClient::read(std::chrono::milliseconds timeout) {
    auto deadline = std::chrono::steady_clock::now() + timeout;
    for (;;) {
        if (auto body = decoder_.next()) return json::parse(*body);
        if (decoder_.failed()) throw std::runtime_error("bad framing from the daemon: " + decoder_.error());
        auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0) return std::nullopt;
        pollfd p{fd_, POLLIN, 0};
        int r = ::poll(&p, 1, static_cast<int>(left.count()));
        if (r < 0 && errno == EINTR) continue;
        if (r <= 0) return std::nullopt;
        char buf[65536];
        auto n = ::recv(fd_, buf, sizeof buf, 0);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) throw std::runtime_error("the daemon closed the connection");
        decoder_.feed(std::string_view(buf, static_cast<std::size_t>(n)));
    }
}

bool RpcClient::wait_closed(std::chrono::milliseconds timeout) {
    auto deadline = std::chrono::steady_clock::now() + timeout;
    for (;;) {
        auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0) return false;
        pollfd p{fd_, POLLIN, 0};
        if (::poll(&p, 1, static_cast<int>(left.count())) <= 0) continue;
        char buf[65536];
        auto n = ::recv(fd_, buf, sizeof buf, 0);
        if (n == 0 || (n < 0 && errno != EINTR && errno != EAGAIN)) return true;
        if (n > 0) decoder_.feed(std::string_view(buf, static_cast<std::size_t>(n)));
    }
}

json::value RpcClient::wait_for(const std::function<bool(const json::value&)>& wanted, const std::string& what,
                                std::chrono::milliseconds timeout) {
    // Messages read while waiting are kept: notifications and responses in their own queues.
    for (auto* queue : {&notifications_, &responses_}) {
        auto it = std::find_if(queue->begin(), queue->end(), wanted);
        if (it != queue->end()) {
            auto m = std::move(*it);
            queue->erase(it);
            return m;
        }
    }
    auto deadline = std::chrono::steady_clock::now() + timeout;
    for (;;) {
        auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
        auto m = read(left);
        if (!m) throw std::runtime_error("no " + what + " in time");
        if (wanted(*m)) return *m;
        bool notification = m->is_object() && m->as_object().contains("method");
        (notification ? notifications_ : responses_).push_back(std::move(*m));
    }
}

json::value RpcClient::response_to(const json::value& id, std::chrono::milliseconds timeout) {
    return wait_for(
        [&](const json::value& m) {
            return m.is_object() && !m.as_object().contains("method") && m.as_object().contains("id") &&
                   m.as_object().at("id") == id;
        },
        "response to id " + json::serialize(id), timeout);
}

json::value RpcClient::request(std::string_view method, json::value params, std::chrono::milliseconds timeout) {
    json::value id = next_id_++;
    send(json::object{{"jsonrpc", "2.0"}, {"id", id}, {"method", method}, {"params", std::move(params)}});
    return response_to(id, timeout);
}

json::value RpcClient::notification(std::string_view method, std::chrono::milliseconds timeout) {
    return wait_for(
        [&](const json::value& m) {
            return m.is_object() && m.as_object().contains("method") && m.as_object().at("method").as_string() == method;
        },
        std::string(method) + " notification", timeout);
}

} // namespace rusteal::test
