// process/detached_process.hpp on Linux (and every POSIX system).
#ifndef _WIN32
#include "process/detached_process.hpp"

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

namespace rusteal::process {

// Double fork: the daemon is not our child (no zombie, no SIGHUP from our terminal).
bool start_detached(const std::filesystem::path& exe, std::string& error) {
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

} // namespace rusteal::process

#endif // !_WIN32
