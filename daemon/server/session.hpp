#pragma once
// Session: one connected client. Owns the socket, the framing decoder and the write queue;
// hands every complete body to the server; remembers what the server needs per client
// (identity, subscriptions, cancellable in-flight requests, our pending requests to it).
#include "protocol/jsonrpc.hpp"
#include "transport/frame_decoder.hpp"
#include "transport/stream.hpp"

#include <boost/asio/steady_timer.hpp>

#include <array>
#include <chrono>
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>

namespace rusteal::server {

namespace json = boost::json;
using protocol::RpcError;

class Server;

// What an editor (the Unreal plugin or rusteal-host) said in editor/attach.
struct EditorAttachment {
    std::string project;        // canonical project root
    std::int64_t pid = 0;
    std::string host;           // "rusteal-host", "UnrealEditor"
    std::string engine_version;
    json::array libraries;      // as attached: name, package, file, buildId, loaded, reloadCount
};

struct PeerIdentity {
    std::string transport; // "unix", "pipe" (Windows) or "tcp"
    std::optional<unsigned> uid;
    std::optional<int> pid;
    std::string address;   // "127.0.0.1:53422" for TCP
};

class Session : public std::enable_shared_from_this<Session> {
public:
    using Socket = transport::Stream;
    using ResponseHandler = std::function<void(const json::value* result, const RpcError* error)>;

    Session(Server& server, Socket socket, std::uint64_t id, PeerIdentity peer, std::size_t max_content_length);

    void start();
    void send(const json::value& message);
    // Sends a server-to-client request; `on_response` runs once with its result or error
    // (or with an error when the session closes first).
    void send_request(std::string_view method, json::value params, ResponseHandler on_response);
    // A TCP session: closed when it has not authenticated within `timeout` (its message names
    // the token file).
    void require_authentication_within(std::chrono::milliseconds timeout, const std::string& token_file);
    // Closes once everything queued has been written.
    void close_after_flush();
    void close(std::string_view reason);
    // A message could not be unframed: the client gets a parse error (null id), then the close.
    void framing_failed();

    bool closed() const { return closed_; }
    Socket::executor_type get_executor() { return socket_.get_executor(); }
    std::uint64_t id() const { return id_; }
    const PeerIdentity& peer() const { return peer_; }

    // Client-reported identity (from initialize).
    std::string client_name;
    std::string client_version;
    bool supports_work_done_progress = false;
    bool authenticated = false;
    bool initialized = false; // `initialize` answered (a second one is refused, as LSP's is)
    bool shut_down = false;   // LSP `shutdown` answered: only `exit` is taken now
    std::set<std::string> subscriptions; // project roots
    std::optional<EditorAttachment> editor; // set by editor/attach

    // In-flight requests that can be cancelled with $/cancelRequest, keyed by serialized id.
    void register_cancel(const json::value& id, std::function<void()> cancel);
    void unregister_cancel(const json::value& id);
    bool cancel(const json::value& id);
    // window/workDoneProgress/cancel: the work reporting under a progress token stops.
    void register_progress_cancel(const json::value& token, std::function<void()> cancel);
    void unregister_progress_cancel(const json::value& token);
    bool cancel_progress(const json::value& token);
    std::size_t in_flight() const { return cancellable_.size(); }

    // A response to one of our requests.
    void deliver_response(const protocol::Incoming& response);

private:
    void read_more();
    void handle_buffered(); // the messages decoded so far, a turn's worth at a time
    void write_more();
    void finish_close();

    Server& server_;
    Socket socket_;
    boost::asio::steady_timer auth_timer_;
    std::uint64_t id_;
    PeerIdentity peer_;
    transport::FrameDecoder decoder_;
    std::array<char, 64 * 1024> read_buffer_{};
    std::deque<std::string> write_queue_;
    std::size_t queued_bytes_ = 0;
    bool writing_ = false;
    bool read_paused_ = false; // too much queued that the client has not read: not reading it
    bool close_when_flushed_ = false;
    bool closed_ = false;
    std::map<std::string, std::function<void()>> cancellable_;
    std::map<std::string, std::function<void()>> progress_cancels_;
    std::uint64_t next_request_id_ = 1;
    std::map<std::string, ResponseHandler> pending_responses_;
};

} // namespace rusteal::server
