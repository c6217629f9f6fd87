#pragma once
// A deliberately plain, blocking JSON-RPC client for tests: it can send broken bytes on purpose
// and waits for messages with a timeout, so a test fails instead of hanging.
#include <boost/json.hpp>

#include <chrono>
#include <deque>
#include <functional>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "transport/frame_decoder.hpp"

namespace rusteal::test {

namespace json = boost::json;

class RpcClient {
public:
    // Connects to a Unix socket; throws std::runtime_error when it cannot.
    static RpcClient unix_socket(const std::filesystem::path& path);
    static RpcClient tcp_loopback(unsigned short port);
    // Takes ownership of a connected stream socket.
    static RpcClient adopt(int fd) { return RpcClient(fd); }

    RpcClient(RpcClient&& other) noexcept;
    RpcClient& operator=(RpcClient&& other) noexcept;
    ~RpcClient();

    void send_raw(std::string_view bytes);
    void send(const json::value& message); // framed
    // Next message (response or notification); nullopt on timeout; throws when the peer closed.
    std::optional<json::value> read(std::chrono::milliseconds timeout = std::chrono::seconds(10));
    // True once the peer has closed the connection (waits up to `timeout`).
    bool wait_closed(std::chrono::milliseconds timeout = std::chrono::seconds(10));

    // Sends a request with a fresh integer id and returns its response; notifications that
    // arrive meanwhile are kept in notifications().
    json::value request(std::string_view method, json::value params = json::object{},
                        std::chrono::milliseconds timeout = std::chrono::seconds(10));
    // Waits for the response with this id, keeping notifications.
    json::value response_to(const json::value& id, std::chrono::milliseconds timeout = std::chrono::seconds(10));
    // Waits for a notification of this method (from those kept or new ones).
    json::value notification(std::string_view method, std::chrono::milliseconds timeout = std::chrono::seconds(10));

    std::deque<json::value>& notifications() { return notifications_; }
    int fd() const { return fd_; }
    std::int64_t next_id() { return next_id_++; }

private:
    explicit RpcClient(int fd) : fd_(fd) {}
    json::value wait_for(const std::function<bool(const json::value&)>& wanted, const std::string& what,
                         std::chrono::milliseconds timeout);
    int fd_ = -1;
    transport::FrameDecoder decoder_;
    std::deque<json::value> notifications_;
    std::deque<json::value> responses_;
    std::int64_t next_id_ = 1;
};

} // namespace rusteal::test
