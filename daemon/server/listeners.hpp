#pragma once
// The daemon's two ways in. UnixListener: the per-user socket (mode 0600 in a 0700 folder),
// every peer's uid checked with SO_PEERCRED and other users refused. TcpListener: loopback only,
// for IDEs that cannot reach a Unix socket; its sessions must authenticate with the token.
#include "server/server.hpp"

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/local/stream_protocol.hpp>

#include <filesystem>

#include <sys/types.h>

namespace rusteal::server {

class UnixListener {
public:
    // Binds `socket_path` (which must not exist: the caller holds the instance lock and has
    // removed a stale one). Throws std::runtime_error naming the path.
    UnixListener(boost::asio::io_context& io, Server& server, std::filesystem::path socket_path);
    ~UnixListener();
    void start();
    void close(); // stops accepting and removes the socket file if it is still ours

private:
    void accept_next();
    Server& server_;
    std::filesystem::path path_;
    boost::asio::local::stream_protocol::acceptor acceptor_;
    ino_t inode_ = 0;
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
    bool closed_ = false;
};

} // namespace rusteal::server
