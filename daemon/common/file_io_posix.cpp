// common/file_io.hpp on Linux: descriptors opened close-on-exec, fsync, rename.
#include "common/file_io.hpp"

#if !defined(_WIN32)

#include <cerrno>
#include <cstdio>
#include <cstring>

#include <fcntl.h>
#include <unistd.h>

namespace rusteal::common::file_io {

namespace {
bool write_all(int fd, std::string_view text) {
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        done += static_cast<std::size_t>(n);
    }
    return true;
}
} // namespace

bool AppendFile::open(const std::filesystem::path& file, bool truncate, std::string& error) {
    const int fd = ::open(file.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | (truncate ? O_TRUNC : 0), 0600);
    if (fd < 0) {
        error = "cannot open " + file.string() + ": " + std::strerror(errno);
        return false;
    }
    close();
    handle_ = fd;
    return true;
}

void AppendFile::write(std::string_view text) {
    if (is_open()) write_all(static_cast<int>(handle_), text);
}

void AppendFile::close() {
    if (is_open()) ::close(static_cast<int>(handle_));
    handle_ = kClosed;
}

bool write_durably(const std::filesystem::path& file, std::string_view content, std::string& error) {
    const int fd = ::open(file.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) {
        error = "cannot write " + file.string() + ": " + std::strerror(errno);
        return false;
    }
    const bool ok = write_all(fd, content) && ::fsync(fd) == 0;
    const int saved = errno;
    ::close(fd);
    if (!ok) error = "cannot write " + file.string() + ": " + std::strerror(saved);
    return ok;
}

bool write_private_file(const std::filesystem::path& file, std::string_view content, std::string& error) {
    ::unlink(file.c_str());
    const int fd = ::open(file.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (fd < 0) {
        error = "cannot create " + file.string() + ": " + std::strerror(errno);
        return false;
    }
    const bool ok = write_all(fd, content);
    const int saved = errno;
    ::close(fd);
    if (!ok) error = "cannot write " + file.string() + ": " + std::strerror(saved);
    return ok;
}

void flush_to_disk(const std::filesystem::path& file, std::error_code& ec) {
    const int fd = ::open(file.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0 || ::fsync(fd) != 0) ec = std::error_code(errno, std::generic_category());
    else ec.clear();
    if (fd >= 0) ::close(fd);
}

void replace(const std::filesystem::path& from, const std::filesystem::path& to, std::error_code& ec) {
    std::filesystem::rename(from, to, ec);
}

void write_stderr(std::string_view text) { write_all(STDERR_FILENO, text); }

} // namespace rusteal::common::file_io

#endif // !_WIN32
