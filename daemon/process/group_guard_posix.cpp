// process/group_guard.hpp on Linux (and every POSIX system).
#ifndef _WIN32
#include "process/group_guard.hpp"

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <set>
#include <thread>

#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

namespace rusteal::process {
namespace {

std::atomic<int> g_pipe{-1}; // the write end: "+<pgid>\n" or "-<pgid>\n" per line
std::set<pid_t> g_groups;    // what this process has told it (the loop's thread only)

void tell(char sign, pid_t group) {
    const int fd = g_pipe.load();
    if (fd < 0 || group <= 0) return;
    char line[32];
    const int n = std::snprintf(line, sizeof line, "%c%d\n", sign, static_cast<int>(group));
    // A line is far below PIPE_BUF: written whole or not at all. A guardian that is gone
    // (EPIPE: the daemon ignores SIGPIPE) is given up on.
    if (::write(fd, line, static_cast<std::size_t>(n)) < 0 && errno == EPIPE) {
        g_pipe.store(-1);
        ::close(fd);
    }
}

void close_all_but(int keep) {
    rlimit limit{};
    const long max = ::getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY
                         ? static_cast<long>(limit.rlim_cur)
                         : 65536;
    for (int fd = 3; fd < max; ++fd)
        if (fd != keep) ::close(fd);
}

bool any_alive(const std::set<pid_t>& groups) {
    for (pid_t g : groups)
        if (::kill(-g, 0) == 0) return true;
    return false;
}

[[noreturn]] void guardian(int in) {
#ifdef __linux__
    ::prctl(PR_SET_NAME, "rusteald-guard", 0, 0, 0);
#endif
    ::signal(SIGINT, SIG_IGN);
    ::signal(SIGTERM, SIG_IGN);
    ::signal(SIGHUP, SIG_IGN);
    ::signal(SIGPIPE, SIG_IGN);
    close_all_but(in);
    ::chdir("/");
    std::set<pid_t> groups;
    std::string pending;
    char buf[4096];
    for (;;) {
        const ssize_t n = ::read(in, buf, sizeof buf);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break; // the daemon is gone
        pending.append(buf, static_cast<std::size_t>(n));
        std::size_t start = 0;
        for (auto eol = pending.find('\n'); eol != std::string::npos; eol = pending.find('\n', start)) {
            const std::string line = pending.substr(start, eol - start);
            start = eol + 1;
            if (line.size() < 2) continue;
            const pid_t g = static_cast<pid_t>(std::atoi(line.c_str() + 1));
            if (g <= 0) continue;
            if (line[0] == '+') groups.insert(g);
            else groups.erase(g);
        }
        pending.erase(0, start);
    }
    for (pid_t g : groups) ::kill(-g, SIGTERM);
    const auto deadline = std::chrono::steady_clock::now() + kGuardGrace;
    while (any_alive(groups) && std::chrono::steady_clock::now() < deadline)
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    for (pid_t g : groups) ::kill(-g, SIGKILL);
    ::_exit(0);
}

} // namespace

bool start_group_guard(std::string& error) {
    if (g_pipe.load() >= 0) return true;
    int fds[2];
    if (::pipe2(fds, O_CLOEXEC) != 0) {
        error = std::string("cannot make the guardian's pipe: ") + std::strerror(errno);
        return false;
    }
    const pid_t pid = ::fork();
    if (pid < 0) {
        error = std::string("cannot start the guardian: ") + std::strerror(errno);
        ::close(fds[0]);
        ::close(fds[1]);
        return false;
    }
    if (pid == 0) {
        ::close(fds[1]);
        guardian(fds[0]);
    }
    ::close(fds[0]);
    g_pipe.store(fds[1]);
    return true;
}

void guard_group(pid_t group) {
    g_groups.insert(group);
    tell('+', group);
}
void unguard_group(pid_t group) {
    g_groups.erase(group);
    tell('-', group);
}

bool this_daemon_started(pid_t group) { return group > 0 && g_groups.count(group) > 0; }

} // namespace rusteal::process

#endif // !_WIN32
