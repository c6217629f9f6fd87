#include "server/listeners.hpp"

#include "common/log.hpp"
#include "transport/frame_decoder.hpp"

#include <boost/asio/write.hpp>

#include <cstdlib>

#include <fcntl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

namespace rusteal::server {
namespace asio = boost::asio;

UnixListener::UnixListener(asio::io_context& io, Server& server, std::filesystem::path socket_path)
    : server_(server), path_(std::move(socket_path)), acceptor_(io), backoff_(io) {
    using proto = asio::local::stream_protocol;
    if (path_.native().size() >= sizeof(sockaddr_un::sun_path))
        throw std::runtime_error("socket path " + path_.string() + " is too long for a Unix socket (max " +
                                 std::to_string(sizeof(sockaddr_un::sun_path) - 1) +
                                 " bytes); set XDG_RUNTIME_DIR to a shorter folder");
    boost::system::error_code ec;
    acceptor_.open(proto(), ec);
    // umask makes the socket 0600 from the moment it exists; chmod below is belt and braces.
    mode_t old = ::umask(0177);
    if (!ec) acceptor_.bind(proto::endpoint(path_.string()), ec);
    ::umask(old);
    if (ec) throw std::runtime_error("cannot bind " + path_.string() + ": " + ec.message());
    ::chmod(path_.c_str(), 0600);
    acceptor_.listen(asio::socket_base::max_listen_connections, ec);
    if (ec) throw std::runtime_error("cannot listen on " + path_.string() + ": " + ec.message());
    struct stat st {};
    if (::stat(path_.c_str(), &st) == 0) inode_ = st.st_ino;
}

UnixListener::UnixListener(asio::io_context& io, Server& server, std::filesystem::path socket_path, int listening_fd)
    : server_(server), path_(std::move(socket_path)), acceptor_(io), backoff_(io) {
    boost::system::error_code ec;
    acceptor_.assign(asio::local::stream_protocol(), listening_fd, ec);
    if (ec) throw std::runtime_error("cannot take the socket systemd passed for " + path_.string() + ": " + ec.message());
}

std::optional<std::pair<int, std::filesystem::path>> activated_unix_socket() {
    const char* pid = std::getenv("LISTEN_PID");
    const char* fds = std::getenv("LISTEN_FDS");
    if (!pid || !fds || std::string(pid) != std::to_string(::getpid())) return std::nullopt;
    const int count = std::atoi(fds);
    ::unsetenv("LISTEN_PID");
    ::unsetenv("LISTEN_FDS");
    ::unsetenv("LISTEN_FDNAMES");
    if (count < 1) return std::nullopt;
    constexpr int kFirst = 3; // SD_LISTEN_FDS_START
    int listening = 0;
    socklen_t len = sizeof listening;
    sockaddr_un addr{};
    socklen_t addr_len = sizeof addr;
    if (::getsockopt(kFirst, SOL_SOCKET, SO_ACCEPTCONN, &listening, &len) != 0 || !listening ||
        ::getsockname(kFirst, reinterpret_cast<sockaddr*>(&addr), &addr_len) != 0 || addr.sun_family != AF_UNIX)
        throw std::runtime_error("systemd passed descriptor 3, which is not a listening Unix socket: the socket unit needs "
                                 "ListenStream=%t/rusteal/rusteald.sock");
    ::fcntl(kFirst, F_SETFD, FD_CLOEXEC); // the jobs' children must not hold it
    return std::pair{kFirst, std::filesystem::path(addr.sun_path)};
}

void AcceptBackoff::failed(const std::string& what, std::function<void()> retry) {
    warn_(what + "; trying again in " + std::to_string(delay_.count()) + " ms");
    timer_.expires_after(delay_);
    delay_ = std::min(delay_ * 2, kMost);
    timer_.async_wait([retry = std::move(retry)](boost::system::error_code ec) {
        if (!ec) retry();
    });
}

UnixListener::~UnixListener() { close(); }

void UnixListener::start() { accept_next(); }

void UnixListener::accept_next() {
    acceptor_.async_accept([this](boost::system::error_code ec, asio::local::stream_protocol::socket socket) {
        if (closed_ || ec == asio::error::operation_aborted) return;
        if (ec) {
            backoff_.failed("accept on " + path_.string() + " failed: " + ec.message(), [this] { accept_next(); });
            return;
        }
        backoff_.succeeded();
        ucred cred{};
        socklen_t len = sizeof cred;
        PeerIdentity peer{"unix", std::nullopt, std::nullopt, {}};
        if (::getsockopt(socket.native_handle(), SOL_SOCKET, SO_PEERCRED, &cred, &len) == 0) {
            peer.uid = cred.uid;
            peer.pid = cred.pid;
        }
        if (!peer.uid || *peer.uid != ::geteuid()) {
            std::string who = peer.uid ? "uid " + std::to_string(*peer.uid) : "a peer whose uid is unknown";
            common::log_warn("refused a connection from " + who + ": this daemon serves uid " +
                             std::to_string(::geteuid()) + " only");
            auto refusal = protocol::make_error_response(
                nullptr, {protocol::ErrorCode::Unauthorized,
                          "refused: this rusteald belongs to uid " + std::to_string(::geteuid()) +
                              "; every user runs a daemon of their own"});
            boost::system::error_code ignore;
            asio::write(socket, asio::buffer(transport::frame_message(json::serialize(refusal))), ignore);
            socket.close(ignore);
        } else {
            server_.add_session(Session::Socket(std::move(socket)), std::move(peer));
        }
        accept_next();
    });
}

void UnixListener::close() {
    if (closed_) return;
    closed_ = true;
    backoff_.cancel();
    boost::system::error_code ignore;
    acceptor_.close(ignore);
    // Only remove the file if it is still the one we bound (a new daemon may own the path now).
    struct stat st {};
    if (inode_ != 0 && ::stat(path_.c_str(), &st) == 0 && st.st_ino == inode_) ::unlink(path_.c_str());
}

TcpListener::TcpListener(asio::io_context& io, Server& server, unsigned short port)
    : server_(server), acceptor_(io), backoff_(io) {
    using tcp = asio::ip::tcp;
    boost::system::error_code ec;
    tcp::endpoint ep(asio::ip::address_v4::loopback(), port);
    acceptor_.open(ep.protocol(), ec);
    if (!ec) acceptor_.set_option(tcp::acceptor::reuse_address(true), ec);
    if (!ec) acceptor_.bind(ep, ec);
    if (!ec) acceptor_.listen(asio::socket_base::max_listen_connections, ec);
    if (ec) throw std::runtime_error("cannot listen on 127.0.0.1:" + std::to_string(port) + ": " + ec.message());
}

unsigned short TcpListener::port() const { return acceptor_.local_endpoint().port(); }

void TcpListener::start() { accept_next(); }

void TcpListener::accept_next() {
    acceptor_.async_accept([this](boost::system::error_code ec, asio::ip::tcp::socket socket) {
        if (closed_ || ec == asio::error::operation_aborted) return;
        if (ec) {
            backoff_.failed("TCP accept failed: " + ec.message(), [this] { accept_next(); });
            return;
        }
        backoff_.succeeded();
        boost::system::error_code ignore;
        socket.set_option(asio::ip::tcp::no_delay(true), ignore);
        auto remote = socket.remote_endpoint(ignore);
        PeerIdentity peer{"tcp", std::nullopt, std::nullopt,
                          remote.address().to_string() + ":" + std::to_string(remote.port())};
        server_.add_session(Session::Socket(std::move(socket)), std::move(peer));
        accept_next();
    });
}

void TcpListener::close() {
    if (closed_) return;
    closed_ = true;
    backoff_.cancel();
    boost::system::error_code ignore;
    acceptor_.close(ignore);
}

} // namespace rusteal::server
