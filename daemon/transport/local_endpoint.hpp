#pragma once
// The daemon's private endpoint, for this user's own processes: the listening end (LocalAcceptor,
// rusteald) and the connecting end (connect_local, the rusteal client). What the endpoint is
// depends on the platform; which peers are served is the caller's policy, told by LocalPeer.
//
// Linux (local_endpoint_posix.cpp): a Unix socket file, created 0600 (its folder is the 0700
// runtime folder); each peer's uid and pid from SO_PEERCRED.
// Windows (local_endpoint_windows.cpp): the named pipe `address` (\\.\pipe\rusteal-<user>). Its
// first instance is created with FILE_FLAG_FIRST_PIPE_INSTANCE, so a name another process made
// first (a squatter) is refused rather than shared; every instance carries a protected DACL that
// grants only this user's SID, and rejects remote clients. The next instance exists before a
// connected one is handed over, so the name is never free while the daemon runs; a client that
// opens the pipe and leaves before it is accepted costs a fresh instance, not an error. A peer is
// identified by its process id (GetNamedPipeClientProcessId) and that process's token's user SID.
// connect_local checks that the pipe's owner is this user before saying a word: a pipe another
// account made while no daemon ran is refused with its owner named.
#include "transport/stream.hpp"

#include <boost/asio/io_context.hpp>

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace rusteal::transport {

struct LocalPeer {
    bool same_user = false;        // the peer runs as the daemon's user
    std::optional<long> pid;       // its process, when the system says
    std::string user;              // "uid 1000", or the account's SID on Windows; "" when unknown
};

// This process's user, as LocalPeer::user names one ("uid 1000", "S-1-5-21-...").
std::string current_user();

class LocalAcceptor {
public:
    using OnAccept = std::function<void(boost::system::error_code, std::optional<Stream>, LocalPeer)>;

    // Creates the endpoint at `address`. On Linux the file must not exist (the caller holds the
    // instance lock and removed a stale one). Throws std::runtime_error naming the address, what
    // failed and, where there is one, the fix.
    LocalAcceptor(boost::asio::io_context& io, std::filesystem::path address);
#ifndef _WIN32
    // Takes a listening Unix socket made by systemd (socket activation): systemd owns its file,
    // which stays when the daemon stops.
    LocalAcceptor(boost::asio::io_context& io, std::filesystem::path address, int listening_fd);
#endif
    ~LocalAcceptor();
    LocalAcceptor(const LocalAcceptor&) = delete;
    LocalAcceptor& operator=(const LocalAcceptor&) = delete;

    // The next peer, once: `on_accept` gets the stream and who is at the other end, or an error
    // (operation_aborted after close()). Call again for the one after.
    void async_accept(OnAccept on_accept);
    // Stops accepting; removes the socket file when it is still the one this acceptor made.
    void close();
    const std::filesystem::path& address() const;

private:
    struct Impl;
    std::shared_ptr<Impl> impl_;
};

// The endpoint a service manager made and passed to this process, as an acceptor that leaves its
// file alone: on Linux systemd's socket activation (LISTEN_PID is this process, LISTEN_FDS at
// least 1, the socket at descriptor 3; the variables are cleared so that children do not see
// them); nullptr without one, and always on Windows. Throws naming what is wrong when descriptor
// 3 is not a listening Unix stream socket.
std::unique_ptr<LocalAcceptor> activated_acceptor(boost::asio::io_context& io);

// Removes what a daemon that died left at `address`: its socket file on Linux; nothing on
// Windows, where a pipe goes with its last handle. True when something was removed. Only for the
// holder of the instance lock, who knows no live daemon serves it.
bool remove_stale_endpoint(const std::filesystem::path& address);

// Connects to the endpoint at `address`. Nothing, with `error` saying why, when no one listens
// there or (Windows) the pipe belongs to another account.
std::optional<Stream> connect_local(boost::asio::io_context& io, const std::filesystem::path& address,
                                    std::string& error);

} // namespace rusteal::transport
