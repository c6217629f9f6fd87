#pragma once
// DaemonConnection: the client's end of the protocol. One connection (transport/local_endpoint.hpp), requests answered in turn;
// notifications and server-to-client requests that arrive meanwhile go to a handler.
// Ctrl-C during a call sends $/cancelRequest and waits for the daemon's answer; a second
// Ctrl-C gives up at once.
#include "protocol/jsonrpc.hpp"
#include "transport/frame_decoder.hpp"
#include "transport/stream.hpp"

#include <boost/asio/io_context.hpp>

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace rusteal::client {

namespace json = boost::json;

struct CallResult {
    enum class Status { Ok, Error, Disconnected, Interrupted };
    Status status = Status::Disconnected;
    json::value result;
    protocol::RpcError error{protocol::ErrorCode::InternalError, ""};
    std::string disconnect_reason;
};

class DaemonConnection {
public:
    using NotificationHandler = std::function<void(const json::value& message)>;

    // Connects to the daemon's socket or pipe; nullptr with `error` set when nobody listens there.
    static std::unique_ptr<DaemonConnection> connect(const std::filesystem::path& socket, std::string& error);

    CallResult call(std::string_view method, json::value params, const NotificationHandler& on_notification = {});
    // Waits for notifications only (events), until Ctrl-C or the daemon closes.
    CallResult listen(const NotificationHandler& on_notification);
    // From a notification handler: listen() returns (status Ok) once the handler is done.
    void stop_listening() { stop_listening_ = true; }
    // Waits until the daemon closes the connection (after daemon/shutdown), at most `limit`.
    bool wait_closed(std::chrono::milliseconds limit);

    DaemonConnection();
    ~DaemonConnection();

private:
    CallResult run(const json::value* id, const NotificationHandler& on_notification);
    void send(const json::value& message);

    boost::asio::io_context io_;
    std::optional<transport::Stream> socket_;
    transport::FrameDecoder decoder_;
    std::int64_t next_id_ = 1;
    bool stop_listening_ = false;
};

} // namespace rusteal::client
