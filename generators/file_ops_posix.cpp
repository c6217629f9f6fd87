// file_ops.hpp on Linux (and every POSIX system); file_ops_windows.cpp is Windows'.
#ifndef _WIN32
#include "generators/file_ops.hpp"

#include "generators/generator_error.hpp"

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace rusteal::generators::file_ops {

namespace {

FileStamp of(const struct stat& st) {
    return {static_cast<std::uintmax_t>(st.st_size),
            static_cast<std::int64_t>(st.st_mtim.tv_sec) * 1'000'000'000 + st.st_mtim.tv_nsec};
}

void write_all(int fd, std::string_view content, const std::filesystem::path& file) {
    std::size_t off = 0;
    while (off < content.size()) {
        auto n = ::write(fd, content.data() + off, content.size() - off);
        if (n < 0) {
            if (errno == EINTR) continue;
            throw GeneratorError("cannot write " + file.string() + ": " + std::strerror(errno));
        }
        off += static_cast<std::size_t>(n);
    }
}

} // namespace

std::optional<FileStamp> stamp(const std::filesystem::path& file) {
    struct stat st {};
    if (::stat(file.c_str(), &st) != 0) return std::nullopt;
    return of(st);
}

FileStamp write_file(const std::filesystem::path& file, std::string_view content) {
    int fd = ::open(file.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) throw GeneratorError("cannot create " + file.string() + ": " + std::strerror(errno));
    struct stat st {};
    try {
        write_all(fd, content, file);
        if (::fstat(fd, &st) != 0) throw GeneratorError("cannot read the times of " + file.string() + ": " + std::strerror(errno));
    } catch (...) {
        ::close(fd);
        ::unlink(file.c_str());
        throw;
    }
    ::close(fd);
    return of(st);
}

void rename_over(const std::filesystem::path& from, const std::filesystem::path& to) {
    if (::rename(from.c_str(), to.c_str()) != 0)
        throw GeneratorError("cannot replace " + to.string() + ": " + std::strerror(errno));
}

void append_file(const std::filesystem::path& file, std::string_view content) {
    int fd = ::open(file.c_str(), O_WRONLY | O_APPEND | O_CLOEXEC);
    if (fd < 0) throw GeneratorError("cannot write " + file.string() + ": " + std::strerror(errno));
    try {
        write_all(fd, content, file);
    } catch (...) {
        ::close(fd);
        throw;
    }
    ::close(fd);
}

} // namespace rusteal::generators::file_ops

#endif // !_WIN32
