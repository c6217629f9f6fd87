#pragma once
// LinkTransport: the byte stream under DaemonLink, one implementation per platform, chosen at
// build time (each source compiles to nothing on the other platform):
// - POSIX (link_transport_posix.cpp): the daemon's Unix socket; a pipe wakes the waiting thread.
// - Windows (link_transport_windows.cpp): a named pipe, `\\.\pipe\rusteal-<user>`, read with
//   overlapped I/O; an event wakes the waiting thread.
// One thread connects, waits, receives and sends; wake() may be called from any thread. No
// exceptions: every failure is a false or Failed, and the link reconnects.
#include <chrono>
#include <memory>
#include <string>

namespace rusteal::host {

class LinkTransport {
public:
    LinkTransport();
    ~LinkTransport(); // closes the connection
    LinkTransport(const LinkTransport&) = delete;
    LinkTransport& operator=(const LinkTransport&) = delete;

    // Connects to the daemon at `address` (a socket path, a pipe name); false when nothing
    // listens there, or when what listens there belongs to another user (POSIX: the socket's
    // peer uid; Windows: the pipe's owner), which is not a daemon this editor may trust: it could
    // ask for any library to be loaded. refusal() says why after such a false, else it is empty.
    bool connect(const std::string& address);
    const std::string& refusal() const { return refusal_; }
    void close();

    // Writes all of `bytes`; false when the connection is gone.
    bool send_all(const std::string& bytes);

    struct Ready {
        bool readable = false; // receive() has bytes, or the end of the stream
        bool woken = false;    // wake() was called since the last wait
        bool failed = false;   // the connection broke
    };
    // Waits up to `timeout` for incoming bytes or a wake(); without a connection, for a wake().
    Ready wait(std::chrono::milliseconds timeout);
    // After a readable wait: appends what arrived to `out`; false at the end of the stream or on
    // an error.
    bool receive(std::string& out);

    // Any thread: makes the current or next wait() return with `woken`.
    void wake();

private:
    struct State;
    std::unique_ptr<State> state_;
    std::string refusal_;
};

// Where the user's rusteald listens: on POSIX $XDG_RUNTIME_DIR/rusteal/rusteald.sock, or
// /tmp/rusteal-<uid>/rusteald.sock (daemon/common/runtime_paths.cpp); on Windows
// \\.\pipe\rusteal-<user name>.
std::string default_daemon_address();

} // namespace rusteal::host
