#include "rusteal_host/daemon_link.hpp"

#include <algorithm>
#include <cctype>

namespace rusteal::host {

namespace {

constexpr std::size_t kMaxBody = 64u * 1024u * 1024u;

json::Value rpc_error(const json::Value& id, int code, std::string message) {
    json::Value::Object err{{"code", code}, {"message", std::move(message)}};
    return json::Value(json::Value::Object{{"jsonrpc", "2.0"}, {"id", id}, {"error", json::Value(std::move(err))}});
}

} // namespace

std::string frame(const std::string& body) {
    return "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body;
}

int unframe(std::string& buffer, std::string& body, std::string& error) {
    const auto end = buffer.find("\r\n\r\n");
    if (end == std::string::npos) {
        if (buffer.size() > 8192) {
            error = "a message header longer than 8 KiB";
            return -1;
        }
        return 0;
    }
    std::size_t length = 0;
    bool found = false;
    std::size_t line = 0;
    while (line < end) {
        std::size_t eol = buffer.find("\r\n", line);
        if (eol == std::string::npos || eol > end) eol = end;
        const std::string h = buffer.substr(line, eol - line);
        static const char kName[] = "content-length:";
        if (h.size() > sizeof kName - 1) {
            bool match = true;
            for (std::size_t i = 0; i + 1 < sizeof kName && match; ++i)
                match = static_cast<char>(std::tolower(static_cast<unsigned char>(h[i]))) == kName[i];
            if (match) {
                std::size_t i = sizeof kName - 1;
                while (i < h.size() && h[i] == ' ') ++i;
                if (i == h.size()) break;
                length = 0;
                for (; i < h.size(); ++i) {
                    if (h[i] < '0' || h[i] > '9' || length > kMaxBody) break;
                    length = length * 10 + static_cast<std::size_t>(h[i] - '0');
                }
                found = i == h.size();
            }
        }
        line = eol + 2;
    }
    if (!found) {
        error = "a message without a valid Content-Length";
        return -1;
    }
    if (length > kMaxBody) {
        error = "a message body over 64 MiB";
        return -1;
    }
    if (buffer.size() < end + 4 + length) return 0;
    body = buffer.substr(end + 4, length);
    buffer.erase(0, end + 4 + length);
    return 1;
}

DaemonLink::DaemonLink(std::string socket_path, json::Value attach_params, ReloadHandler on_reload, LogSink log)
    : socket_path_(std::move(socket_path)), on_reload_(std::move(on_reload)), log_(std::move(log)),
      attach_params_(std::move(attach_params)) {}

DaemonLink::~DaemonLink() {
    stop_ = true;
    wake();
    if (thread_.joinable()) thread_.join();
}

void DaemonLink::start() {
    if (!thread_.joinable()) thread_ = std::thread([this] { run(); });
}

void DaemonLink::set_attach_params(json::Value params) {
    std::lock_guard<std::mutex> lock(mutex_);
    attach_params_ = std::move(params);
}

void DaemonLink::wake() { transport_.wake(); }

void DaemonLink::log_later(int level, std::string message) {
    std::lock_guard<std::mutex> lock(mutex_);
    logs_.emplace_back(level, std::move(message));
}

void DaemonLink::call(const std::string& method, json::Value params, CallDone done) {
    if (!attached_) {
        const std::string why = "not connected to rusteald (start it with `rusteal daemon start`)";
        std::lock_guard<std::mutex> lock(mutex_);
        answers_.emplace_back(std::move(done),
                              json::Value(json::Value::Object{{"error", json::Value(json::Value::Object{{"message", why}})}}));
        return;
    }
    {
        std::lock_guard<std::mutex> lock(mutex_);
        const std::string id = "call-" + std::to_string(next_call_++);
        calls_[id] = std::move(done);
        outbox_.push_back(frame(json::serialize(json::Value(
            json::Value::Object{{"jsonrpc", "2.0"}, {"id", id}, {"method", method}, {"params", std::move(params)}}))));
    }
    wake();
}

void DaemonLink::poll() {
    std::deque<Request> requests;
    std::deque<std::pair<int, std::string>> logs;
    std::deque<std::pair<CallDone, json::Value>> answers;
    {
        std::lock_guard<std::mutex> lock(mutex_);
        requests.swap(inbox_);
        logs.swap(logs_);
        answers.swap(answers_);
    }
    if (log_)
        for (auto& [level, text] : logs) log_(level, text);
    for (auto& [done, response] : answers) {
        if (!done) continue;
        if (response.has("result")) {
            done(&response["result"], nullptr);
        } else {
            const std::string why = response["error"]["message"].as_string();
            done(nullptr, &why);
        }
    }
    for (const Request& r : requests) {
        json::Value result = on_reload_ ? on_reload_(r.params) : json::Value(json::Value::Object{{"ok", false}});
        const json::Value answer(json::Value::Object{{"jsonrpc", "2.0"}, {"id", r.id}, {"result", std::move(result)}});
        {
            std::lock_guard<std::mutex> lock(mutex_);
            outbox_.push_back(frame(json::serialize(answer)));
        }
        wake();
    }
}

bool DaemonLink::wait(std::chrono::milliseconds timeout) {
    transport_.wait(timeout); // not connected: only a wake() ends it early
    return !stop_;
}

bool DaemonLink::send(const json::Value& message) { return transport_.send_all(frame(json::serialize(message))); }

void DaemonLink::run() {
    auto backoff = std::chrono::milliseconds(100);
    bool reported_down = false;
    std::string reported_refusal; // the last refusal logged: said once, not every retry
    while (!stop_) {
        if (!transport_.connect(socket_path_)) {
            const std::string& refusal = transport_.refusal();
            if (!refusal.empty() && refusal != reported_refusal) {
                log_later(2, "rusteal: not attaching: " + refusal + "; retrying");
                reported_refusal = refusal;
            } else if (refusal.empty() && !reported_down) {
                log_later(0, "rusteal: no daemon at " + socket_path_ + " yet; retrying (start it with `rusteal daemon start`)");
                reported_down = true;
            }
            if (!wait(backoff)) break;
            backoff = std::min(backoff * 2, std::chrono::milliseconds(2000));
            continue;
        }
        reported_down = false;
        reported_refusal.clear();
        backoff = std::chrono::milliseconds(100);
        const bool refused = session();
        transport_.close();
        if (attached_.exchange(false)) log_later(1, "rusteal: the daemon connection was lost; reconnecting");
        {
            // Requests the daemon will never answer now.
            std::lock_guard<std::mutex> lock(mutex_);
            for (auto& [id, done] : calls_)
                answers_.emplace_back(std::move(done), json::Value(json::Value::Object{
                    {"error", json::Value(json::Value::Object{{"message", "the daemon connection was lost"}})}}));
            calls_.clear();
        }
        // Refused by the daemon (an attach error): no quick retry loop against it.
        if (refused && !wait(std::chrono::milliseconds(5000))) break;
    }
}

// One connection. True when the daemon refused the attach.
bool DaemonLink::session() {
    json::Value params;
    {
        std::lock_guard<std::mutex> lock(mutex_);
        params = attach_params_;
    }
    const json::Value attach(json::Value::Object{
        {"jsonrpc", "2.0"}, {"id", "attach"}, {"method", "editor/attach"}, {"params", params}});
    if (!send(attach)) return false;
    std::string buffer;
    while (!stop_) {
        const LinkTransport::Ready ready = transport_.wait(std::chrono::milliseconds(1000));
        if (ready.failed) return false;
        if (ready.woken) {
            std::deque<std::string> out;
            {
                std::lock_guard<std::mutex> lock(mutex_);
                out.swap(outbox_);
            }
            for (const auto& bytes : out)
                if (!transport_.send_all(bytes)) return false;
        }
        if (!ready.readable) continue;
        if (!transport_.receive(buffer)) return false;
        for (;;) {
            std::string body, error;
            const int r = unframe(buffer, body, error);
            if (r == 0) break;
            if (r < 0) {
                log_later(2, "rusteal: the daemon sent " + error + "; reconnecting");
                return false;
            }
            json::Value msg;
            if (!json::parse(body, msg, error) || !msg.is_object()) {
                log_later(2, "rusteal: the daemon sent a message that is not a JSON object (" + error + ")");
                continue;
            }
            const json::Value& method = msg["method"];
            if (method.is_null()) {
                // A response: to the attach, or to one of call()'s requests.
                if (msg["id"].as_string() != "attach") {
                    std::lock_guard<std::mutex> lock(mutex_);
                    auto it = calls_.find(msg["id"].as_string());
                    if (it != calls_.end()) {
                        answers_.emplace_back(std::move(it->second), msg);
                        calls_.erase(it);
                    }
                    continue;
                }
                if (msg.has("error")) {
                    log_later(2, "rusteal: the daemon refused editor/attach: " + msg["error"]["message"].as_string());
                    return true;
                }
                attached_ = true;
                ++attach_count_;
                log_later(0, "rusteal: attached to the daemon at " + socket_path_);
                continue;
            }
            if (!msg.has("id")) continue; // a notification: nothing the link acts on
            if (method.as_string() == "editor/reload") {
                std::lock_guard<std::mutex> lock(mutex_);
                inbox_.push_back({msg["id"], msg["params"]});
            } else if (!send(rpc_error(msg["id"], -32601, "the editor does not answer " + method.as_string()))) {
                return false;
            }
        }
    }
    return false;
}

} // namespace rusteal::host
