// The POSIX side of local_endpoint.hpp: a Unix socket file and SO_PEERCRED. Compiles to nothing
// on Windows (local_endpoint_windows.cpp).
#ifndef _WIN32
#include "transport/local_endpoint.hpp"

#include <boost/asio/local/stream_protocol.hpp>

#include <cstdlib>
#include <stdexcept>

#include <fcntl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

namespace rusteal::transport {
namespace asio = boost::asio;
using proto = asio::local::stream_protocol;

std::string current_user() { return "uid " + std::to_string(::geteuid()); }

struct LocalAcceptor::Impl {
    explicit Impl(asio::io_context& io, std::filesystem::path address) : path(std::move(address)), acceptor(io) {}
    std::filesystem::path path;
    proto::acceptor acceptor;
    ino_t inode = 0; // 0: the file is not ours to remove
    bool closed = false;
};

LocalAcceptor::LocalAcceptor(asio::io_context& io, std::filesystem::path address)
    : impl_(std::make_shared<Impl>(io, std::move(address))) {
    const auto& path = impl_->path;
    if (path.native().size() >= sizeof(sockaddr_un::sun_path))
        throw std::runtime_error("socket path " + path.string() + " is too long for a Unix socket (max " +
                                 std::to_string(sizeof(sockaddr_un::sun_path) - 1) +
                                 " bytes); set XDG_RUNTIME_DIR to a shorter folder");
    boost::system::error_code ec;
    impl_->acceptor.open(proto(), ec);
    // umask makes the socket 0600 from the moment it exists; chmod below is belt and braces.
    mode_t old = ::umask(0177);
    if (!ec) impl_->acceptor.bind(proto::endpoint(path.string()), ec);
    ::umask(old);
    if (ec) throw std::runtime_error("cannot bind " + path.string() + ": " + ec.message());
    ::chmod(path.c_str(), 0600);
    impl_->acceptor.listen(asio::socket_base::max_listen_connections, ec);
    if (ec) throw std::runtime_error("cannot listen on " + path.string() + ": " + ec.message());
    struct stat st {};
    if (::stat(path.c_str(), &st) == 0) impl_->inode = st.st_ino;
}

LocalAcceptor::LocalAcceptor(asio::io_context& io, std::filesystem::path address, int listening_fd)
    : impl_(std::make_shared<Impl>(io, std::move(address))) {
    boost::system::error_code ec;
    impl_->acceptor.assign(proto(), listening_fd, ec);
    if (ec)
        throw std::runtime_error("cannot take the socket systemd passed for " + impl_->path.string() + ": " + ec.message());
}

LocalAcceptor::~LocalAcceptor() { close(); }

const std::filesystem::path& LocalAcceptor::address() const { return impl_->path; }

void LocalAcceptor::async_accept(OnAccept on_accept) {
    impl_->acceptor.async_accept([impl = impl_, on_accept = std::move(on_accept)](boost::system::error_code ec,
                                                                                  proto::socket socket) {
        if (impl->closed) ec = asio::error::operation_aborted;
        if (ec) {
            on_accept(ec, std::nullopt, {});
            return;
        }
        LocalPeer peer;
        ucred cred{};
        socklen_t len = sizeof cred;
        if (::getsockopt(socket.native_handle(), SOL_SOCKET, SO_PEERCRED, &cred, &len) == 0) {
            peer.user = "uid " + std::to_string(cred.uid);
            peer.pid = cred.pid;
            peer.same_user = cred.uid == ::geteuid();
        }
        on_accept(ec, Stream(Stream::Socket(std::move(socket))), std::move(peer));
    });
}

void LocalAcceptor::close() {
    if (impl_->closed) return;
    impl_->closed = true;
    boost::system::error_code ignore;
    impl_->acceptor.close(ignore);
    // Only remove the file if it is still the one we bound (a new daemon may own the path now).
    struct stat st {};
    if (impl_->inode != 0 && ::stat(impl_->path.c_str(), &st) == 0 && st.st_ino == impl_->inode)
        ::unlink(impl_->path.c_str());
}

std::unique_ptr<LocalAcceptor> activated_acceptor(asio::io_context& io) {
    const char* pid = std::getenv("LISTEN_PID");
    const char* fds = std::getenv("LISTEN_FDS");
    if (!pid || !fds || std::string(pid) != std::to_string(::getpid())) return nullptr;
    const int count = std::atoi(fds);
    ::unsetenv("LISTEN_PID");
    ::unsetenv("LISTEN_FDS");
    ::unsetenv("LISTEN_FDNAMES");
    if (count < 1) return nullptr;
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
    return std::make_unique<LocalAcceptor>(io, std::filesystem::path(addr.sun_path), kFirst);
}

bool remove_stale_endpoint(const std::filesystem::path& address) { return ::unlink(address.c_str()) == 0; }

std::optional<Stream> connect_local(asio::io_context& io, const std::filesystem::path& address, std::string& error) {
    proto::socket socket(io);
    boost::system::error_code ec;
    socket.connect(proto::endpoint(address.string()), ec);
    if (ec) {
        error = ec.message();
        return std::nullopt;
    }
    return Stream(Stream::Socket(std::move(socket)));
}

} // namespace rusteal::transport
#endif
