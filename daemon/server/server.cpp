#include "server/server.hpp"

#include "common/log.hpp"
#include "server/job_events.hpp"

#include <boost/asio/post.hpp>

namespace rusteal::server {

using protocol::ErrorCode;
using protocol::Incoming;

// Collects the responses of one batch and sends them as one array once the last is in.
class BatchReply {
public:
    BatchReply(std::shared_ptr<Session> session, std::size_t expected)
        : session_(std::move(session)), expected_(expected) {}
    void add(json::value response) {
        responses_.push_back(std::move(response));
        if (responses_.size() == expected_) session_->send(std::move(responses_));
    }

private:
    std::shared_ptr<Session> session_;
    std::size_t expected_;
    json::array responses_;
};

struct Call::State {
    std::shared_ptr<Session> session;
    json::value id;
    json::value params;
    std::shared_ptr<BatchReply> batch;
    bool notification = false;
    bool answered = false;

    void send(json::value response) {
        if (answered) return;
        answered = true;
        if (notification) return;
        session->unregister_cancel(id);
        if (batch) batch->add(std::move(response));
        else session->send(response);
    }
};

const std::shared_ptr<Session>& Call::session() const { return state_->session; }
const json::value& Call::id() const { return state_->id; }
const json::value& Call::params() const { return state_->params; }
bool Call::is_notification() const { return state_->notification; }
bool Call::answered() const { return state_->answered; }
void Call::reply(json::value result) const { state_->send(protocol::make_response(state_->id, std::move(result))); }
void Call::fail(RpcError error) const { state_->send(protocol::make_error_response(state_->id, error)); }

Server::Server(boost::asio::io_context& io, core::DaemonCore& core, ServerOptions options)
    : io_(io), core_(core), options_(std::move(options)), idle_timer_(io) {
    core_.scheduler().set_observer(this);
    core_.set_idle_listener([this] { update_idle_timer(); });
    // Clients following a project (rusteal watch) learn that its watch waits, and that it resumed.
    core_.set_watch_listener([this](const core::WatchInfo& w) {
        notify_subscribers(w.request.project,
                           protocol::make_notification("watch/state", json::object{{"project", w.request.project},
                                                                                   {"waiting", w.waiting.empty() ? json::value(nullptr) : json::value(w.waiting)}}));
    });
    update_idle_timer();
}

Server::~Server() {
    core_.scheduler().set_observer(nullptr);
    core_.set_editor_reloader(nullptr);
    core_.set_watch_listener({});
}

void Server::add_method(std::string name, MethodHandler handler) { methods_[std::move(name)] = std::move(handler); }

std::vector<std::string> Server::method_names() const {
    std::vector<std::string> out;
    for (const auto& [name, handler] : methods_) out.push_back(name);
    return out;
}

bool Server::token_matches(std::string_view token) const {
    // The file's contents end with a newline: a client sending them as they are is let in.
    while (!token.empty() && (token.back() == '\n' || token.back() == '\r' || token.back() == ' ' || token.back() == '\t'))
        token.remove_suffix(1);
    const auto& expected = options_.tcp_token;
    if (expected.empty() || token.size() != expected.size()) return false;
    unsigned char diff = 0; // constant time: do not leak the matching prefix length
    for (std::size_t i = 0; i < token.size(); ++i)
        diff |= static_cast<unsigned char>(token[i] ^ expected[i]);
    return diff == 0;
}

void Server::add_session(Session::Socket socket, PeerIdentity peer) {
    if (shutting_down_) return;
    bool authenticated = peer.transport != "tcp"; // the local endpoint checked the user at accept
    if (!authenticated) {
        std::size_t waiting = 0;
        for (const auto& [_, s] : sessions_) waiting += !s->authenticated();
        if (waiting >= options_.max_unauthenticated) {
            refused_warning_("refused a TCP connection from " + peer.address + ": " + std::to_string(waiting) +
                             " connections are already waiting to authenticate");
            socket.close();
            return;
        }
    }
    auto id = next_session_id_++;
    auto session = std::make_shared<Session>(*this, std::move(socket), id, std::move(peer), options_.max_content_length,
                                             authenticated, options_.unauthenticated_max_content_length);
    sessions_[id] = session;
    common::log_debug("client " + std::to_string(id) + " connected over " + session->peer().transport);
    update_idle_timer();
    session->start();
    if (!authenticated) session->require_authentication_within(options_.tcp_auth_timeout, options_.token_file);
}

void Server::set_editor_reloader(std::unique_ptr<core::EditorReloader> reloader) {
    editor_reloader_ = std::move(reloader);
    core_.set_editor_reloader(editor_reloader_.get());
}

void Server::on_closed(Session& session) {
    common::log_debug("client " + std::to_string(session.id()) + " disconnected");
    sessions_.erase(session.id());
    if (closing_sessions_ && sessions_.empty() && on_stopped_) std::exchange(on_stopped_, nullptr)();
    update_idle_timer();
}

// Before its token is checked, a TCP session may send one thing: a single `initialize` request
// in a small frame (the decoder's limit). A batch is refused before it is parsed; anything else
// (a response, a notification, something that is not a request) closes the connection with one
// throttled log line and no answer. Returns false when the session was closed.
bool Server::take_unauthenticated(const std::shared_ptr<Session>& session, std::string_view body) {
    const auto first = body.find_first_not_of(" \t\r\n");
    if (first != std::string_view::npos && body[first] == '[') {
        session->close("a batch before authenticating over TCP (send a single 'initialize' with the token first)");
        return false;
    }
    return true;
}

void Server::on_message(const std::shared_ptr<Session>& session, std::string body) {
    if (!session->authenticated() && !take_unauthenticated(session, body)) return;
    auto parsed = protocol::parse_body(body, options_.parse_limits);
    body = std::string(); // the frame's bytes are not needed once parsed
    if (parsed.parse_error) {
        if (!session->authenticated()) {
            session->close("an unreadable message before authenticating over TCP (" + parsed.parse_error->message + ")");
            return;
        }
        session->send(protocol::make_error_response(nullptr, *parsed.parse_error));
        return;
    }
    if (!session->authenticated()) {
        const auto& m = parsed.messages.front();
        if (m.kind != Incoming::Kind::Request) {
            session->close(std::string("a ") +
                           (m.kind == Incoming::Kind::Response ? "response"
                            : m.kind == Incoming::Kind::Notification ? "notification '" + m.method + "'"
                                                                      : "message that is not a request") +
                           " before authenticating over TCP: only 'initialize' with the token is taken");
            return;
        }
        dispatch(session, parsed.messages.front(), nullptr);
        return;
    }
    if (!parsed.is_batch) {
        dispatch(session, parsed.messages.front(), nullptr);
        return;
    }
    std::shared_ptr<BatchReply> batch;
    std::size_t expected = 0;
    for (const auto& m : parsed.messages)
        if (m.kind == Incoming::Kind::Request || m.kind == Incoming::Kind::Invalid) ++expected;
    if (expected > 0) batch = std::make_shared<BatchReply>(session, expected);
    session->queue_batch(std::move(parsed.messages), std::move(batch));
}

void Server::dispatch(const std::shared_ptr<Session>& session, Incoming& message,
                      const std::shared_ptr<BatchReply>& batch) {
    switch (message.kind) {
    case Incoming::Kind::Response:
        session->deliver_response(message);
        return;
    case Incoming::Kind::Notification:
        handle_notification(session, message);
        return;
    case Incoming::Kind::Invalid: {
        auto response = protocol::make_error_response(message.id, *message.error);
        if (batch) batch->add(std::move(response));
        else session->send(response);
        return;
    }
    case Incoming::Kind::Request:
        break;
    }
    auto state = std::make_shared<Call::State>();
    state->session = session;
    state->id = std::move(message.id);
    state->params = std::move(message.params);
    state->batch = batch;
    Call call(state);

    if (!session->authenticated() && message.method != "initialize") {
        call.fail({ErrorCode::Unauthorized, "this TCP connection is not authenticated: send 'initialize' with "
                                            "params.token set to the contents of " + options_.token_file});
        session->close_after_flush();
        return;
    }
    if (session->shut_down && message.method != "exit") {
        call.fail({ErrorCode::InvalidRequest, "this client sent 'shutdown': only the 'exit' notification is taken now"});
        return;
    }
    auto it = methods_.find(message.method);
    if (it == methods_.end()) {
        std::string hint = message.method.rfind("$/", 0) == 0 ? " ($/ methods are notifications only)"
                                                               : "; 'rpc.discover' lists every method";
        call.fail({ErrorCode::MethodNotFound, "method '" + message.method + "' not found" + hint});
        return;
    }
    if (shutting_down_ && message.method != "daemon/status") {
        call.fail({ErrorCode::ShuttingDown, "the daemon is shutting down; run the command again to start a new one"});
        return;
    }
    try {
        it->second(call);
    } catch (const protocol::RpcException& e) {
        call.fail(e.error());
    } catch (const std::exception& e) {
        common::log_error("internal error in " + message.method + ": " + e.what());
        call.fail({ErrorCode::InternalError, std::string("internal error: ") + e.what()});
    }
}

void Server::handle_notification(const std::shared_ptr<Session>& session, const Incoming& message) {
    if (!session->authenticated()) {
        session->close("unauthenticated TCP client sent a notification before 'initialize'");
        return;
    }
    if (message.method == "$/cancelRequest") {
        if (message.params.is_object()) {
            if (auto* id = message.params.get_object().if_contains("id")) session->cancel(*id);
        }
        return;
    }
    if (message.method == "window/workDoneProgress/cancel") {
        if (message.params.is_object()) {
            if (auto* token = message.params.get_object().if_contains("token")) session->cancel_progress(*token);
        }
        return;
    }
    if (message.method.rfind("$/", 0) == 0) return; // LSP: other $/ notifications may be ignored
    // Only the methods that are notifications run as one: a request sent without an id (its
    // client could never learn its result, nor cancel it) is dropped with a warning.
    static const std::set<std::string, std::less<>> kNotifications = {"exit"};
    if (!kNotifications.count(message.method)) {
        common::log_warn("client " + std::to_string(session->id()) + " sent '" + message.method +
                         "' as a notification (no id): it is a request, and was not run");
        return;
    }
    auto it = methods_.find(message.method);
    if (it == methods_.end()) {
        common::log_debug("ignoring unknown notification " + message.method);
        return;
    }
    auto state = std::make_shared<Call::State>();
    state->session = session;
    state->params = message.params;
    state->notification = true;
    try {
        it->second(Call(state));
    } catch (const std::exception& e) {
        common::log_warn("notification " + message.method + " failed: " + e.what());
    }
}

void Server::on_job_event(const jobs::JobEvent& event) {
    if (!has_subscribers(event.request.project)) return;
    notify_subscribers(event.request.project, job_event_notification(event));
}

bool Server::has_subscribers(const std::string& project) const {
    for (const auto& [id, session] : sessions_)
        if (session->subscriptions.count(project)) return true;
    return false;
}

void Server::notify_subscribers(const std::string& project, const json::value& notification) {
    // A send may close a session that stopped reading, which removes it from sessions_: walk a copy.
    std::vector<std::shared_ptr<Session>> subscribers;
    for (const auto& [id, session] : sessions_)
        if (session->subscriptions.count(project)) subscribers.push_back(session);
    for (const auto& session : subscribers) session->send(notification);
}

void Server::update_idle_timer() {
    bool idle = sessions_.empty() && core_.scheduler().idle() && !shutting_down_;
    if (!idle || options_.idle_timeout.count() == 0) {
        if (idle_timer_armed_) {
            idle_timer_.cancel();
            common::log_debug("idle timer stopped: a client or a job is active");
        }
        idle_timer_armed_ = false;
        return;
    }
    if (idle_timer_armed_) return;
    idle_timer_armed_ = true;
    common::log_debug("idle: no client and no job; exiting in " + std::to_string(options_.idle_timeout.count()) +
                      " s unless one comes");
    idle_timer_.expires_after(options_.idle_timeout);
    idle_timer_.async_wait([this](boost::system::error_code ec) {
        if (ec) return;
        idle_timer_armed_ = false;
        if (sessions_.empty() && core_.scheduler().idle())
            shutdown("idle for " + std::to_string(options_.idle_timeout.count()) + " s with no client and no job");
    });
}

void Server::shutdown(std::string reason) {
    if (shutting_down_) return;
    shutting_down_ = true;
    common::log_info("shutting down: " + reason);
    idle_timer_.cancel();
    if (on_stop_accepting_) on_stop_accepting_();
    core_.shutdown([this] {
        closing_sessions_ = true;
        auto sessions = sessions_;
        for (auto& [id, session] : sessions) session->close_after_flush();
        if (sessions_.empty() && on_stopped_) std::exchange(on_stopped_, nullptr)();
    });
}

} // namespace rusteal::server
