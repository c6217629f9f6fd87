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
class BatchReply;

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

    // `max_content_length` is the largest frame taken once authenticated; before that (a TCP
    // session) frames of at most `unauthenticated_max_content_length` bytes are read.
    Session(Server& server, Socket socket, std::uint64_t id, PeerIdentity peer, std::size_t max_content_length,
            bool authenticated, std::size_t unauthenticated_max_content_length);

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
    // Closes now; the reason goes to the log (for a session that never authenticated, through the
    // server's throttled warning: such peers must not be able to fill the log).
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
    bool authenticated() const { return authenticated_; }
    // The token was checked: full-sized frames are read from now on.
    void set_authenticated();
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

    // The messages of one batch, handed to the server one at a time in this session's turns (as
    // if each had come in a frame of its own), so a batch gets no more of the loop than the same
    // requests sent one by one and waits while the client is not reading its answers.
    void queue_batch(std::vector<protocol::Incoming> messages, std::shared_ptr<BatchReply> batch);

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
    bool authenticated_ = false;
    std::size_t max_content_length_;
    struct BatchItem {
        protocol::Incoming message;
        std::shared_ptr<BatchReply> batch;
    };
    std::deque<BatchItem> batch_items_;
    std::map<std::string, std::function<void()>> cancellable_;
    std::map<std::string, std::function<void()>> progress_cancels_;
    std::uint64_t next_request_id_ = 1;
    std::map<std::string, ResponseHandler> pending_responses_;
};

} // namespace rusteal::server
