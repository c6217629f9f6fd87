#pragma once
// Finds this user's daemon, or starts one: rusteald is spawned detached (its own session,
// stdio on /dev/null, reparented to init) and the client waits for its socket.
#include "client/daemon_connection.hpp"

#include <chrono>
#include <filesystem>
#include <memory>
#include <string>

namespace rusteal::client {

// The rusteald to start: $RUSTEALD, else rusteald next to this executable, else "rusteald" in PATH.
std::filesystem::path rusteald_executable();

// Connects to a running daemon, starting one first if none answers. nullptr with `error`
// (a sentence naming the socket, the executable and the log) when it cannot.
std::unique_ptr<DaemonConnection> connect_or_start(std::string& error,
                                                   std::chrono::milliseconds wait = std::chrono::milliseconds(2000));

} // namespace rusteal::client
