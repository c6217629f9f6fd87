#pragma once
// The daemon's two ways in. LocalListener: the per-user endpoint (transport/local_endpoint.hpp:
// the Unix socket, 0600 in a 0700 folder, or on Windows the named pipe admitting only this user),
// every peer's user checked and other users refused with a message saying why. TcpListener:
// loopback only, for IDEs that cannot reach the local endpoint; its sessions must authenticate
// with the token.
// When accept fails (no descriptor left, say) both wait before trying again, 10 ms doubling to
// 1 s, and the failure is logged at most once every 10 s: a daemon out of descriptors neither
// spins nor floods its log, and serves again as soon as one is free.
#include "server/server.hpp"

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>

#include "common/log.hpp"
#include "transport/local_endpoint.hpp"

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <utility>

#include <filesystem>

namespace rusteal::server {

// The wait between failed accepts, and their throttled log line.
class AcceptBackoff {
public:
    explicit AcceptBackoff(boost::asio::io_context& io) : timer_(io) {}
    // A failed accept: logs (throttled) and runs `retry` after the current delay, which doubles.
    void failed(const std::string& what, std::function<void()> retry);
    void succeeded() { delay_ = kFirst; }
    void cancel() { timer_.cancel(); }

private:
    static constexpr std::chrono::milliseconds kFirst{10}, kMost{1000};
    boost::asio::steady_timer timer_;
    std::chrono::milliseconds delay_ = kFirst;
    common::ThrottledWarning warn_{std::chrono::seconds(10)};
};

class LocalListener {
public:
    // Creates the endpoint `address` (on Linux the socket file must not exist: the caller holds
    // the instance lock and has removed a stale one). Throws std::runtime_error naming it.
    LocalListener(boost::asio::io_context& io, Server& server, std::filesystem::path address);
    // Takes an acceptor made elsewhere (transport::activated_acceptor: systemd's socket on Linux).
    LocalListener(boost::asio::io_context& io, Server& server, std::unique_ptr<transport::LocalAcceptor> acceptor);
    ~LocalListener();
    void start();
    void close(); // stops accepting and removes the socket file if it is still ours

private:
    void accept_next();
    Server& server_;
    std::unique_ptr<transport::LocalAcceptor> acceptor_;
    AcceptBackoff backoff_;
    bool closed_ = false;
};


class TcpListener {
public:
    // Binds 127.0.0.1:`port` (0: any free port). Throws std::runtime_error.
    TcpListener(boost::asio::io_context& io, Server& server, unsigned short port);
    unsigned short port() const;
    void start();
    void close();

private:
    void accept_next();
    Server& server_;
    boost::asio::ip::tcp::acceptor acceptor_;
    AcceptBackoff backoff_;
    bool closed_ = false;
};

} // namespace rusteal::server
