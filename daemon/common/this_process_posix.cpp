// common/this_process.hpp on Linux (and every POSIX system).
#ifndef _WIN32
#include "common/this_process.hpp"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <vector>

#include <fcntl.h>
#include <unistd.h>

namespace rusteal::common::this_process {

long id() { return static_cast<long>(::getpid()); }

std::optional<std::filesystem::path> executable() {
    std::error_code ec;
    auto self = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (ec) return std::nullopt;
    return self;
}

std::optional<std::filesystem::path> home() {
    const char* home = std::getenv("HOME");
    if (!home || !*home) return std::nullopt;
    return std::filesystem::path(home);
}

bool is_terminal(StdStream stream) {
    return ::isatty(stream == StdStream::In ? STDIN_FILENO : stream == StdStream::Out ? STDOUT_FILENO : STDERR_FILENO) == 1;
}

std::vector<unsigned char> random_bytes(std::size_t bytes) {
    std::vector<unsigned char> buffer(bytes);
    const int fd = ::open("/dev/urandom", O_RDONLY | O_CLOEXEC);
    std::size_t got = 0;
    while (fd >= 0 && got < bytes) {
        const auto n = ::read(fd, buffer.data() + got, bytes - got);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        got += static_cast<std::size_t>(n);
    }
    const int error = errno;
    if (fd >= 0) ::close(fd);
    if (got < bytes) throw std::runtime_error(std::string("cannot read /dev/urandom: ") + std::strerror(error));
    return buffer;
}

} // namespace rusteal::common::this_process

#endif // !_WIN32
