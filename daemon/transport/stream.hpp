#pragma once
// Stream: one connected byte stream between the daemon and a client, whatever carries it: a
// socket (a Unix socket, TCP) or, on Windows, an end of a named pipe. It is an Asio stream
// (async_read_some, async_write_some, read_some, write_some), so asio::async_write and
// asio::write take it; the handlers are the caller's, unchanged, on the stream's executor.
//
// Contract:
//  - a Stream holds exactly one open or closed stream; moving it moves that stream;
//  - cancel() ends the pending operations with operation_aborted; close() shuts a socket down
//    (both directions) and closes whichever it holds; neither throws nor fails twice;
//  - only callback handlers are taken (the operations return nothing).
#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/generic/stream_protocol.hpp>

#ifdef _WIN32
#include <boost/asio/windows/stream_handle.hpp>
#endif

#include <cstddef>
#include <utility>
#include <variant>

namespace rusteal::transport {

class Stream {
public:
    using Socket = boost::asio::generic::stream_protocol::socket;
#ifdef _WIN32
    using Pipe = boost::asio::windows::stream_handle;
    using Any = std::variant<Socket, Pipe>;
#else
    using Any = std::variant<Socket>;
#endif
    using executor_type = boost::asio::any_io_executor;

    explicit Stream(Socket socket) : stream_(std::move(socket)) {}
#ifdef _WIN32
    explicit Stream(Pipe pipe) : stream_(std::move(pipe)) {}
#endif

    executor_type get_executor() {
        return std::visit([](auto& s) -> executor_type { return s.get_executor(); }, stream_);
    }

    template <class Buffers, class Handler>
    void async_read_some(const Buffers& buffers, Handler&& handler) {
        std::visit([&](auto& s) { s.async_read_some(buffers, std::forward<Handler>(handler)); }, stream_);
    }
    template <class Buffers, class Handler>
    void async_write_some(const Buffers& buffers, Handler&& handler) {
        std::visit([&](auto& s) { s.async_write_some(buffers, std::forward<Handler>(handler)); }, stream_);
    }
    template <class Buffers>
    std::size_t read_some(const Buffers& buffers, boost::system::error_code& ec) {
        return std::visit([&](auto& s) { return s.read_some(buffers, ec); }, stream_);
    }
    template <class Buffers>
    std::size_t write_some(const Buffers& buffers, boost::system::error_code& ec) {
        return std::visit([&](auto& s) { return s.write_some(buffers, ec); }, stream_);
    }

    bool is_open() const {
        return std::visit([](const auto& s) { return s.is_open(); }, stream_);
    }
    void cancel() {
        boost::system::error_code ignore;
        std::visit([&](auto& s) { s.cancel(ignore); }, stream_);
    }
    void close() {
        boost::system::error_code ignore;
        if (auto* socket = std::get_if<Socket>(&stream_)) socket->shutdown(Socket::shutdown_both, ignore);
        std::visit([&](auto& s) { s.close(ignore); }, stream_);
    }

private:
    Any stream_;
};

} // namespace rusteal::transport
