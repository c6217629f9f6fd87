#pragma once
// Finds this user's daemon, or starts one: rusteald is started detached (process/detached_process.hpp:
// no terminal or console of the client's, not its child) and the client waits for its endpoint.
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
