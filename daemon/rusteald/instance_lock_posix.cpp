// rusteald/instance_lock.hpp on Linux: an flock.
#ifndef _WIN32
#include "rusteald/instance_lock.hpp"

#include <cerrno>
#include <cstring>
#include <stdexcept>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace rusteal::daemon {

InstanceLock InstanceLock::acquire(const std::filesystem::path& file, std::optional<Held>& held_by) {
    held_by.reset();
    int fd = ::open(file.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (fd < 0) throw std::runtime_error("cannot open lock file " + file.string() + ": " + std::strerror(errno));
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
        int err = errno;
        if (err != EWOULDBLOCK) {
            ::close(fd);
            throw std::runtime_error("cannot lock " + file.string() + ": " + std::strerror(err));
        }
        char buf[32] = {};
        auto n = ::pread(fd, buf, sizeof buf - 1, 0);
        ::close(fd);
        std::string pid = n > 0 ? std::string(buf, static_cast<std::size_t>(n)) : std::string();
        while (!pid.empty() && (pid.back() == '\n' || pid.back() == ' ')) pid.pop_back();
        held_by = Held{pid};
        return InstanceLock(kNone);
    }
    std::string pid = std::to_string(::getpid()) + "\n";
    if (::ftruncate(fd, 0) != 0 || ::pwrite(fd, pid.data(), pid.size(), 0) != static_cast<ssize_t>(pid.size())) {
        int err = errno;
        ::close(fd);
        throw std::runtime_error("cannot write " + file.string() + ": " + std::strerror(err));
    }
    return InstanceLock(fd);
}

InstanceLock::~InstanceLock() {
    if (held()) ::close(static_cast<int>(handle_)); // closing releases the flock
}

} // namespace rusteal::daemon

#endif // !_WIN32
