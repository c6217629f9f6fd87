#include "client/daemon_launcher.hpp"

#include "common/runtime_paths.hpp"
#include "common/this_process.hpp"
#include "process/child_process.hpp"
#include "process/detached_process.hpp"
#include "utf8_paths/utf8_path.hpp"

#include <cstdlib>
#include <thread>

namespace rusteal::client {
namespace fs = std::filesystem;

fs::path rusteald_executable() {
    if (const char* env = std::getenv("RUSTEALD"); env && *env) return utf8_path(env);
    if (const auto self = common::this_process::executable()) {
        if (auto sibling = process::find_program((self->parent_path() / "rusteald").string())) return *sibling;
    }
    return "rusteald";
}

std::unique_ptr<DaemonConnection> connect_or_start(std::string& error, std::chrono::milliseconds wait) {
    auto paths = common::runtime_paths();
    std::string first_error;
    if (auto conn = DaemonConnection::connect(paths.socket, first_error)) return conn;
    // A runtime folder that is not ours (a symlink, another user's): no daemon could start there,
    // and the socket in it would not be one to trust.
    if (auto problem = common::private_dir_problem(paths.dir); !problem.empty()) {
        error = "cannot reach rusteald: " + problem;
        return nullptr;
    }

    auto exe = rusteald_executable();
    std::string spawn_error;
    if (!process::start_detached(exe, spawn_error)) {
        error = "no rusteald is running on " + paths.socket.string() + " and starting one failed: " + spawn_error +
                "; put rusteald in PATH or set RUSTEALD to its path";
        return nullptr;
    }
    auto deadline = std::chrono::steady_clock::now() + wait;
    std::string last_error;
    do {
        if (auto conn = DaemonConnection::connect(paths.socket, last_error)) return conn;
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    } while (std::chrono::steady_clock::now() < deadline);
    error = "started " + exe.string() + " but its socket " + paths.socket.string() + " did not answer within " +
            std::to_string(wait.count()) + " ms (" + last_error + "); see its log " +
            common::default_log_file().string() + " or run 'rusteald --foreground'";
    return nullptr;
}

} // namespace rusteal::client
