#pragma once
// Runs a real rusteald for a test, with its own XDG_RUNTIME_DIR and log under a temp folder,
// and stops it (SIGTERM, then SIGKILL) when the test ends.
#include "rpc_client.hpp"
#include "temp_dir.hpp"

#include <chrono>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <sys/types.h>

namespace rusteal::test {

// Starts `argv` with extra environment entries; returns the pid.
pid_t spawn(const std::vector<std::string>& argv, const std::vector<std::string>& env_overrides = {},
            const std::string& stdout_file = "/dev/null", const std::string& stderr_file = "/dev/null");
// Waits for `pid` up to `timeout`; returns the wait status, or nullopt if it is still running.
std::optional<int> wait_exit(pid_t pid, std::chrono::milliseconds timeout);
std::string read_file(const std::filesystem::path& path);

// A child the test started: killed and reaped if the test ends before it reaped it (it sets pid
// to 0 once it has).
struct KillOnFailure {
    pid_t pid;
    ~KillOnFailure();
};

// Asks `daemon/status` on `c` until it lists `expected` clients (or 10 s passed): the number it
// listed last. (A connection a client dropped leaves the list once the daemon has read the end.)
std::size_t clients_once_settled(RpcClient& c, std::size_t expected);

class DaemonProcess {
public:
    // `extra_env`: NAME=VALUE entries for the daemon (and so for the children it starts).
    explicit DaemonProcess(std::vector<std::string> extra_args = {}, bool wait_ready = true,
                           std::vector<std::string> extra_env = {});
    ~DaemonProcess();

    const std::filesystem::path& runtime_root() const { return runtime_.path(); } // XDG_RUNTIME_DIR
    std::filesystem::path dir() const { return runtime_.path() / "rusteal"; }
    std::filesystem::path socket() const { return dir() / "rusteald.sock"; }
    std::filesystem::path log() const { return runtime_.path() / "rusteald.log"; }
    std::string env_entry() const { return "XDG_RUNTIME_DIR=" + runtime_.path().string(); }
    // The daemon's XDG_CONFIG_HOME (its machine config: rusteal/config.toml): never the user's.
    std::filesystem::path config_home() const { return runtime_.path() / "config"; }
    pid_t pid() const { return pid_; }

    bool wait_ready(std::chrono::milliseconds timeout = std::chrono::seconds(10));
    RpcClient connect() const { return RpcClient::unix_socket(socket()); }
    // SIGTERM and wait; returns the exit status (nullopt if it had to be killed).
    std::optional<int> stop(std::chrono::milliseconds timeout = std::chrono::seconds(15));
    std::optional<int> wait(std::chrono::milliseconds timeout);
    // stop(), then a new rusteald on the same runtime folder (same socket), waited for; from
    // `executable` when given (a copy of RUSTEALD_PATH), and from then on.
    void restart(const std::filesystem::path& executable = {});

private:
    void launch();
    std::vector<std::string> extra_args_;
    std::vector<std::string> extra_env_;
    std::filesystem::path executable_ = RUSTEALD_PATH;
    TempDir runtime_;
    pid_t pid_ = -1;
    bool reaped_ = false;
};

} // namespace rusteal::test
