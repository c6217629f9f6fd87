#pragma once
// DaemonLink: a host's connection to the user's rusteald (docs/architecture.md: the editor is a client
// too). It connects to the daemon (its Unix socket, or its named pipe on Windows: LinkTransport), sends `editor/attach` (project root, pid,
// engine version, libraries with their file and build id), and answers the daemon's
// `editor/reload` requests; when the daemon goes away it reconnects with backoff (100 ms
// doubling to 2 s) and attaches again.
//
// Threads: the socket lives on the link's own thread; the game thread only calls poll() once a
// frame, which runs the reload handler for requests that arrived and queues the answers. Nothing
// the game thread does waits on the socket. Messages are JSON-RPC 2.0 with LSP framing
// (rpc_schema/rusteal.openrpc.json has their shapes). No exceptions, no Boost: the engine
// builds this too.
#include "rusteal_host/link_json.hpp"
#include "rusteal_host/link_transport.hpp"

#include <atomic>
#include <chrono>
#include <deque>
#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <thread>

namespace rusteal::host {

class DaemonLink {
public:
    // Runs on the game thread with the request's params ({"library": name} or {}); returns the
    // result ({"ok": ..., "libraries": [...]}).
    using ReloadHandler = std::function<json::Value(const json::Value& params)>;
    // Receives the link's own messages (connected, attached, lost), on the game thread.
    using LogSink = std::function<void(int level, const std::string& message)>;

    DaemonLink(std::string socket_path, json::Value attach_params, ReloadHandler on_reload, LogSink log);
    ~DaemonLink(); // stops the thread and closes the socket
    DaemonLink(const DaemonLink&) = delete;
    DaemonLink& operator=(const DaemonLink&) = delete;

    void start();
    // Game thread, once a frame: reload requests that arrived are handled here.
    void poll();
    // What the next attach sends (the libraries' build ids change with every reload).
    void set_attach_params(json::Value params);

    // A request of the host's own (the editor toolbar's build/run, editors/reload, watch/*):
    // `done` runs on the game thread in a later poll() with the result, or with the error's
    // message (also when the link is not attached, or the connection drops first).
    using CallDone = std::function<void(const json::Value* result, const std::string* error)>;
    void call(const std::string& method, json::Value params, CallDone done);

    bool attached() const { return attached_; }
    unsigned attach_count() const { return attach_count_; }

private:
    struct Request {
        json::Value id;
        json::Value params;
    };
    void run();
    bool session();
    bool send(const json::Value& message);
    void wake();
    void log_later(int level, std::string message);
    bool wait(std::chrono::milliseconds timeout); // false when stopping

    std::string socket_path_;
    ReloadHandler on_reload_;
    LogSink log_;
    std::thread thread_;
    std::atomic<bool> stop_{false};
    std::atomic<bool> attached_{false};
    std::atomic<unsigned> attach_count_{0};
    LinkTransport transport_;             // the link thread's; wake() from any thread

    std::mutex mutex_;                    // guards what follows
    json::Value attach_params_;
    std::deque<Request> inbox_;           // requests for the game thread
    std::deque<std::string> outbox_;      // framed answers for the socket thread
    std::deque<std::pair<int, std::string>> logs_;
    std::map<std::string, CallDone> calls_;          // waiting for the daemon's answer, by id
    std::deque<std::pair<CallDone, json::Value>> answers_; // (callback, response) for poll()
    unsigned next_call_ = 1;
};

// LSP framing: "Content-Length: N\r\n\r\n" + body.
std::string frame(const std::string& body);
// Takes one complete message from `buffer` into `body`. 1: a message; 0: need more bytes;
// -1: a malformed header or a body over 64 MiB (`error` says which).
int unframe(std::string& buffer, std::string& body, std::string& error);

} // namespace rusteal::host
