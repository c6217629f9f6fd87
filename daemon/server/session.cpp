#include "server/session.hpp"

#include <boost/asio/post.hpp>

#include "common/log.hpp"
#include "server/server.hpp"

#include <boost/asio/write.hpp>

namespace rusteal::server {
namespace {
// A client that stops reading while we keep producing (output of a long build) is cut off
// rather than growing the daemon without bound.
constexpr std::size_t kMaxQueuedBytes = 64u * 1024u * 1024u;
// Reading a client stops while this much it has not read is queued for it, and resumes below half.
constexpr std::size_t kPauseReadingBytes = 1024u * 1024u;
// Messages handled from one client before the others get a turn.
constexpr int kMessagesPerTurn = 32;

std::string id_key(const json::value& id) { return json::serialize(id); }
} // namespace

Session::Session(Server& server, Socket socket, std::uint64_t id, PeerIdentity peer, std::size_t max_content_length,
                 bool authenticated, std::size_t unauthenticated_max_content_length)
    : server_(server), socket_(std::move(socket)), auth_timer_(socket_.get_executor()), id_(id), peer_(std::move(peer)),
      decoder_(authenticated ? max_content_length : std::min(max_content_length, unauthenticated_max_content_length)),
      authenticated_(authenticated), max_content_length_(max_content_length) {}

void Session::set_authenticated() {
    authenticated_ = true;
    decoder_.set_max_content_length(max_content_length_);
}

void Session::queue_batch(std::vector<protocol::Incoming> messages, std::shared_ptr<BatchReply> batch) {
    for (auto& m : messages) batch_items_.push_back({std::move(m), batch});
}

void Session::start() { read_more(); }

void Session::require_authentication_within(std::chrono::milliseconds timeout, const std::string& token_file) {
    auth_timer_.expires_after(timeout);
    auth_timer_.async_wait([weak = weak_from_this(), timeout, token_file](boost::system::error_code ec) {
        auto self = weak.lock();
        if (ec || !self || self->closed_ || self->authenticated_) return;
        self->close("no 'initialize' with the token of " + token_file + " within " + std::to_string(timeout.count()) +
                    " ms of connecting over TCP");
    });
}

void Session::read_more() {
    socket_.async_read_some(boost::asio::buffer(read_buffer_),
                            [self = shared_from_this()](boost::system::error_code ec, std::size_t n) {
                                if (self->closed_) return;
                                if (ec) {
                                    if (self->decoder_.has_partial_message())
                                        common::log_info("client " + std::to_string(self->id_) +
                                                         " disconnected in the middle of a message");
                                    self->finish_close();
                                    return;
                                }
                                if (!self->decoder_.feed(std::string_view(self->read_buffer_.data(), n))) {
                                    self->framing_failed();
                                    return;
                                }
                                self->handle_buffered();
                            });
}

void Session::handle_buffered() {
    for (int handled = 0;; ++handled) {
        if (closed_ || close_when_flushed_) return;
        // A client that does not read what it is sent is not read from either: its requests
        // wait in its socket until it has read enough (write_more resumes).
        if (queued_bytes_ >= kPauseReadingBytes) {
            read_paused_ = true;
            return;
        }
        // One client's burst does not hold up the others: after a few messages, the rest of
        // what it sent waits for its next turn on the loop.
        if (handled == kMessagesPerTurn) {
            boost::asio::post(socket_.get_executor(), [self = shared_from_this()] { self->handle_buffered(); });
            return;
        }
        // What is left of a batch comes first, a message a turn, as if each had a frame.
        if (!batch_items_.empty()) {
            auto item = std::move(batch_items_.front());
            batch_items_.pop_front();
            server_.dispatch(shared_from_this(), item.message, item.batch);
            continue;
        }
        auto body = decoder_.next();
        if (!body) break;
        server_.on_message(shared_from_this(), std::move(*body));
    }
    if (decoder_.failed()) {
        framing_failed();
        return;
    }
    read_more();
}

void Session::send(const json::value& message) {
    if (closed_ || close_when_flushed_) return;
    std::string framed = transport::frame_message(json::serialize(message));
    queued_bytes_ += framed.size();
    write_queue_.push_back(std::move(framed));
    if (queued_bytes_ > kMaxQueuedBytes) {
        close("the client is not reading its messages (" + std::to_string(queued_bytes_) + " bytes queued)");
        return;
    }
    write_more();
}

void Session::write_more() {
    if (writing_ || closed_) return;
    if (write_queue_.empty()) {
        if (close_when_flushed_) finish_close();
        return;
    }
    writing_ = true;
    // Gather everything queued into one write: many small messages, one syscall.
    auto batch = std::make_shared<std::vector<std::string>>();
    std::vector<boost::asio::const_buffer> buffers;
    while (!write_queue_.empty() && batch->size() < 64) {
        batch->push_back(std::move(write_queue_.front()));
        write_queue_.pop_front();
    }
    for (const auto& s : *batch) buffers.emplace_back(boost::asio::buffer(s));
    boost::asio::async_write(socket_, buffers, [self = shared_from_this(), batch](boost::system::error_code ec, std::size_t n) {
        self->writing_ = false;
        self->queued_bytes_ -= std::min(self->queued_bytes_, n);
        if (ec) {
            self->finish_close();
            return;
        }
        self->write_more();
        if (self->read_paused_ && self->queued_bytes_ < kPauseReadingBytes / 2) {
            self->read_paused_ = false;
            self->handle_buffered();
        }
    });
}

void Session::close_after_flush() {
    if (closed_) return;
    close_when_flushed_ = true;
    if (!writing_ && write_queue_.empty()) finish_close();
}

void Session::framing_failed() {
    // Nothing after a broken frame can be read: the client is told why (a parse error with a null
    // id, as JSON-RPC answers what it cannot attribute), then the connection closes.
    std::string why = "framing error: " + decoder_.error();
    if (!authenticated_) why += " (before authenticating, a frame holds at most " +
                                std::to_string(decoder_.max_content_length()) + " bytes)";
    const std::string line = "closing client " + std::to_string(id_) + ": " + why;
    if (authenticated_) common::log_warn(line);
    else server_.warn_unauthenticated(line + " (" + peer_.address + ")");
    send(json::object{{"jsonrpc", "2.0"},
                      {"id", nullptr},
                      {"error",
                       {{"code", static_cast<int>(protocol::ErrorCode::ParseError)},
                        {"message", why + "; messages are framed as LSP's (a Content-Length header, a blank line, the body), "
                                          "and the connection is closed"}}}});
    close_after_flush();
}

void Session::close(std::string_view reason) {
    if (closed_) return;
    const std::string line = "closing client " + std::to_string(id_) + ": " + std::string(reason);
    if (authenticated_) common::log_warn(line);
    else server_.warn_unauthenticated(line + (peer_.address.empty() ? "" : " (" + peer_.address + ")"));
    finish_close();
}

void Session::finish_close() {
    if (closed_) return;
    closed_ = true;
    auth_timer_.cancel();
    socket_.close();
    write_queue_.clear();
    batch_items_.clear();
    // Requests we sent will never be answered now.
    auto pending = std::move(pending_responses_);
    RpcError gone{protocol::ErrorCode::InternalError, "the client disconnected before answering"};
    for (auto& [key, handler] : pending)
        if (handler) handler(nullptr, &gone);
    // The client is gone: its in-flight work has no one to report to.
    progress_cancels_.clear();
    auto cancels = std::move(cancellable_);
    for (auto& [key, cancel_fn] : cancels)
        if (cancel_fn) cancel_fn();
    server_.on_closed(*this);
}

void Session::send_request(std::string_view method, json::value params, ResponseHandler on_response) {
    json::value id = json::string("rusteald-" + std::to_string(next_request_id_++));
    pending_responses_[id_key(id)] = std::move(on_response);
    send(protocol::make_request(id, method, std::move(params)));
}

void Session::deliver_response(const protocol::Incoming& response) {
    auto it = pending_responses_.find(id_key(response.id));
    if (it == pending_responses_.end()) {
        common::log_warn("client " + std::to_string(id_) + " answered unknown request " + id_key(response.id));
        return;
    }
    auto handler = std::move(it->second);
    pending_responses_.erase(it);
    if (!handler) return;
    if (response.error) handler(nullptr, &*response.error);
    else handler(&response.result, nullptr);
}

void Session::register_cancel(const json::value& id, std::function<void()> cancel_fn) {
    cancellable_[id_key(id)] = std::move(cancel_fn);
}

void Session::unregister_cancel(const json::value& id) { cancellable_.erase(id_key(id)); }

bool Session::cancel(const json::value& id) {
    auto it = cancellable_.find(id_key(id));
    if (it == cancellable_.end()) return false;
    auto fn = it->second; // the cancel may complete the request, which unregisters it
    if (fn) fn();
    return true;
}

void Session::register_progress_cancel(const json::value& token, std::function<void()> cancel_fn) {
    progress_cancels_[id_key(token)] = std::move(cancel_fn);
}

void Session::unregister_progress_cancel(const json::value& token) { progress_cancels_.erase(id_key(token)); }

bool Session::cancel_progress(const json::value& token) {
    auto it = progress_cancels_.find(id_key(token));
    if (it == progress_cancels_.end()) return false;
    auto fn = std::move(it->second);
    progress_cancels_.erase(it);
    if (fn) fn();
    return true;
}

} // namespace rusteal::server
