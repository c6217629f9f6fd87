#pragma once
// Server: the JSON-RPC layer over DaemonCore. Accepted sockets become Sessions; every body a
// session reads is parsed, validated and dispatched to a method handler (server/methods.cpp);
// job events are fanned out to subscribed clients; the idle-exit timer and the shutdown
// sequence live here because they depend on who is connected.
#include "common/log.hpp"
#include "core/daemon_core.hpp"
#include "server/session.hpp"

#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>

#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace rusteal::server {

struct ServerOptions {
    std::size_t max_content_length = transport::kDefaultMaxContentLength;
    std::chrono::seconds idle_timeout{3 * 60 * 60}; // 0: never exit when idle
    std::string socket_path;
    std::optional<unsigned short> tcp_port;         // set once the TCP listener is bound
    std::string tcp_token;                          // empty: no TCP listener
    // A TCP client must authenticate (initialize with the token) within this long, and at most
    // this many may be waiting to; more are refused at once.
    std::chrono::milliseconds tcp_auth_timeout{10000};
    std::size_t max_unauthenticated = 32;
    // The largest frame read from a TCP session before it authenticated (its `initialize` is small).
    std::size_t unauthenticated_max_content_length = 16 * 1024;
    // What one body may cost once read (protocol/jsonrpc.hpp: batch length, parse memory).
    protocol::ParseLimits parse_limits;
    std::string token_file;
    std::string log_file;
};

class BatchReply;

// One request (or notification) being answered. Copies share the same state, so a handler may
// keep one and answer later; only the first reply() or fail() is sent.
class Call {
public:
    struct State;
    explicit Call(std::shared_ptr<State> state) : state_(std::move(state)) {}

    const std::shared_ptr<Session>& session() const;
    const json::value& id() const;
    const json::value& params() const;
    bool is_notification() const;
    bool answered() const;

    void reply(json::value result) const;
    void fail(RpcError error) const;

private:
    std::shared_ptr<State> state_;
};

using MethodHandler = std::function<void(const Call&)>;

class Server final : public jobs::JobObserver {
public:
    Server(boost::asio::io_context& io, core::DaemonCore& core, ServerOptions options);
    ~Server() override;

    void add_method(std::string name, MethodHandler handler);
    std::vector<std::string> method_names() const;

    void add_session(Session::Socket socket, PeerIdentity peer);
    void on_message(const std::shared_ptr<Session>& session, std::string body);
    // One message of a body (a batch's, in the session's turn; see Session::queue_batch).
    void dispatch(const std::shared_ptr<Session>& session, protocol::Incoming& message,
                  const std::shared_ptr<BatchReply>& batch);
    // Whatever a peer that has not authenticated makes us say: one line, then at most one per
    // 10 s with the count of those held back.
    void warn_unauthenticated(std::string_view line) { unauthenticated_warning_(line); }
    void on_closed(Session& session);
    void on_job_event(const jobs::JobEvent& event) override;
    // A notification to every session subscribed to `project` (its canonical root).
    void notify_subscribers(const std::string& project, const json::value& notification);
    bool has_subscribers(const std::string& project) const;

    // Stops accepting, cancels every job, flushes and closes every client, then calls the
    // stopped callback.
    // Idempotent; `reason` goes to the log.
    void shutdown(std::string reason);
    bool shutting_down() const { return shutting_down_; }
    void set_stopped_callback(std::function<void()> cb) { on_stopped_ = std::move(cb); }
    // Called first during shutdown (the listeners close themselves here).
    void set_stop_accepting_callback(std::function<void()> cb) { on_stop_accepting_ = std::move(cb); }

    core::DaemonCore& core() { return core_; }
    ServerOptions& options() { return options_; }
    const std::map<std::uint64_t, std::shared_ptr<Session>>& sessions() const { return sessions_; }
    bool token_matches(std::string_view token) const;
    std::uint64_t total_sessions() const { return next_session_id_ - 1; }

    void update_idle_timer();

    // The server's side of the core's editor reloads (editor/reload to attached editors).
    void set_editor_reloader(std::unique_ptr<core::EditorReloader> reloader);

private:
    std::unique_ptr<core::EditorReloader> editor_reloader_;
    bool take_unauthenticated(const std::shared_ptr<Session>& session, std::string_view body);
    void handle_notification(const std::shared_ptr<Session>& session, const protocol::Incoming& message);

    boost::asio::io_context& io_;
    core::DaemonCore& core_;
    ServerOptions options_;
    std::map<std::string, MethodHandler> methods_;
    std::map<std::uint64_t, std::shared_ptr<Session>> sessions_;
    std::uint64_t next_session_id_ = 1;
    boost::asio::steady_timer idle_timer_;
    bool idle_timer_armed_ = false;
    common::ThrottledWarning refused_warning_{std::chrono::seconds(10)};
    common::ThrottledWarning unauthenticated_warning_{std::chrono::seconds(10)};
    bool shutting_down_ = false;
    bool closing_sessions_ = false;
    std::function<void()> on_stopped_;
    std::function<void()> on_stop_accepting_;
};

// The canonical root of a project param; NoSuchProject naming the path otherwise (methods.cpp).
std::string resolve_project(Server& server, const std::string& path);

// The same answer from every method given a folder that is not an Unreal project: -32602 on
// params.project (methods.cpp).
std::string require_unreal_project(Server& server, const std::string& path);

// Registers every method of rpc_schema/rusteal.openrpc.json (server/methods.cpp), the project
// methods among them (server/project_methods.cpp: register_project_methods).
void register_methods(Server& server);
void register_project_methods(Server& server);

} // namespace rusteal::server
