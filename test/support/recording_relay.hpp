#pragma once
// A man in the middle for protocol tests: listens on a Unix socket of its own, and relays every
// connection made to it to the real daemon's socket, byte for byte in both directions, while it
// decodes and keeps each message that passes (which side sent it, and the JSON body). A real
// client (the `rusteal` CLI, rusteal-host) pointed at the relay talks to the real daemon, and
// the test reads what they really said to each other.
//
// One thread relays every connection (poll); messages() can be read while it runs.
#include <boost/json.hpp>

#include <chrono>
#include <filesystem>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace rusteal::test {

struct RelayedMessage {
    bool from_client; // true: the client sent it to the daemon; false: the daemon sent it
    int connection;   // 0, 1, ... in the order the connections were accepted
    boost::json::value body;
};

class RecordingRelay {
public:
    // Listens on `listen_path` (its folder is created 0700) and relays to `daemon_socket`.
    RecordingRelay(std::filesystem::path listen_path, std::filesystem::path daemon_socket);
    ~RecordingRelay(); // closes every connection and stops the thread
    RecordingRelay(const RecordingRelay&) = delete;
    RecordingRelay& operator=(const RecordingRelay&) = delete;

    const std::filesystem::path& path() const { return listen_path_; }
    std::vector<RelayedMessage> messages() const;
    // Waits until a message matching `pred` has passed (or the timeout): that message.
    std::optional<RelayedMessage> wait_for(const std::function<bool(const RelayedMessage&)>& pred,
                                           std::chrono::milliseconds timeout = std::chrono::seconds(30)) const;

private:
    void run();

    std::filesystem::path listen_path_, daemon_socket_;
    int listen_fd_ = -1;
    int wake_[2] = {-1, -1}; // a pipe that ends the thread
    mutable std::mutex mutex_;
    std::vector<RelayedMessage> messages_;
    std::thread thread_;
};

} // namespace rusteal::test
