#include "client/daemon_launcher.hpp"

#include "common/runtime_paths.hpp"

#include <cstdlib>
#include <cstring>
#include <thread>

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

namespace rusteal::client {
namespace fs = std::filesystem;

fs::path rusteald_executable() {
    if (const char* env = std::getenv("RUSTEALD"); env && *env) return env;
    std::error_code ec;
    auto self = fs::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        auto sibling = self.parent_path() / "rusteald";
        if (::access(sibling.c_str(), X_OK) == 0) return sibling;
    }
    return "rusteald";
}

namespace {

// Double fork: the daemon is not our child (no zombie, no SIGHUP from our terminal).
bool spawn_detached(const fs::path& exe, std::string& error) {
    int report[2];
    if (::pipe2(report, O_CLOEXEC) != 0) {
        error = std::strerror(errno);
        return false;
    }
    pid_t first = ::fork();
    if (first < 0) {
        error = std::strerror(errno);
        return false;
    }
    if (first == 0) {
        ::setsid();
        pid_t second = ::fork();
        if (second != 0) ::_exit(second < 0 ? 1 : 0);
        int null = ::open("/dev/null", O_RDWR);
        ::dup2(null, 0);
        ::dup2(null, 1);
        ::dup2(null, 2);
        ::chdir("/");
        const char* path = exe.c_str();
        if (exe.native().find('/') != std::string::npos) ::execl(path, "rusteald", static_cast<char*>(nullptr));
        else ::execlp(path, "rusteald", static_cast<char*>(nullptr));
        int err = errno;
        (void)!::write(report[1], &err, sizeof err); // tell the client why exec failed
        ::_exit(127);
    }
    ::close(report[1]);
    int status = 0;
    ::waitpid(first, &status, 0);
    int exec_errno = 0;
    auto n = ::read(report[0], &exec_errno, sizeof exec_errno);
    ::close(report[0]);
    if (n == static_cast<ssize_t>(sizeof exec_errno)) {
        error = "cannot run " + exe.string() + ": " + std::strerror(exec_errno);
        return false;
    }
    return true;
}

} // namespace

std::unique_ptr<DaemonConnection> connect_or_start(std::string& error, std::chrono::milliseconds wait) {
    auto paths = common::runtime_paths();
    std::string first_error;
    if (auto conn = DaemonConnection::connect(paths.socket, first_error)) return conn;

    auto exe = rusteald_executable();
    std::string spawn_error;
    if (!spawn_detached(exe, spawn_error)) {
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
