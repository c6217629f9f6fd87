#pragma once
// Where the daemon of this user lives: its private runtime folder (socket, lock, TCP token) and
// its log. Shared by rusteald and the rusteal client so both agree without configuration.
#include <filesystem>
#include <string>

namespace rusteal::common {

// On Windows the folders are under %LOCALAPPDATA%\rusteal (run\, state\) and the socket is the
// named pipe \\.\pipe\rusteal-<user>, the name the editor's link looks for.
struct RuntimePaths {
    std::filesystem::path dir;      // $XDG_RUNTIME_DIR/rusteal, or /tmp/rusteal-<uid>
    std::filesystem::path socket;   // dir/rusteald.sock (Windows: the named pipe)
    std::filesystem::path lock;     // dir/rusteald.lock (single-instance lock, holds the pid)
    std::filesystem::path token;    // dir/rusteald.token (TCP listener's token, 0600)
    std::filesystem::path tcp_port; // dir/rusteald.tcp (the TCP listener's port)
};

RuntimePaths runtime_paths();

// The default log file: $XDG_STATE_HOME/rusteal/rusteald.log or ~/.local/state/rusteal/rusteald.log.
std::filesystem::path default_log_file();

// This machine's configuration (the engine's root): $XDG_CONFIG_HOME/rusteal/config.toml or
// ~/.config/rusteal/config.toml; on Windows %APPDATA%\rusteal\config.toml (the roaming
// profile's, as the engine's root is the same machine's choice everywhere the user logs on).
std::filesystem::path machine_config_file();

// Creates `dir` (and parents) with mode 0700 or checks an existing one: it must be a real
// directory owned by this user; a looser mode is tightened (Windows: a protected access list
// that admits this user only; a junction or link is refused). Throws std::runtime_error naming
// the path, the problem and the fix.
void ensure_private_dir(const std::filesystem::path& dir);

// Why `dir` cannot be this user's private folder, without changing anything: "" when it does not
// exist yet or is a real directory of this user's; else a sentence naming the path, what is there
// (a symlink and its target, a file, another user's folder) and the fix. The client says it when
// it cannot reach the daemon (Windows: always "", its ensure_private_dir says it).
std::string private_dir_problem(const std::filesystem::path& dir);

} // namespace rusteal::common
