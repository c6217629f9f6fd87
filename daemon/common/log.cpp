#include "common/log.hpp"

#include "common/iso_time.hpp"

#include <chrono>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <stdexcept>
#include <string>

#include <fcntl.h>
#include <unistd.h>

namespace rusteal::common {
namespace {

const char* level_name(LogLevel l) {
    switch (l) {
    case LogLevel::Debug: return "debug";
    case LogLevel::Info: return "info";
    case LogLevel::Warn: return "warn";
    case LogLevel::Error: return "error";
    }
    return "info";
}

void write_all(int fd, const std::string& s) {
    std::size_t off = 0;
    while (off < s.size()) {
        auto n = ::write(fd, s.data() + off, s.size() - off);
        if (n < 0) {
            if (errno == EINTR) continue;
            return; // logging must never take the daemon down
        }
        off += static_cast<std::size_t>(n);
    }
}

} // namespace

Log& Log::instance() {
    static Log log;
    return log;
}

void Log::open(const std::filesystem::path& file, std::uintmax_t max_bytes, int keep, bool echo_to_stderr) {
    std::lock_guard lock(mutex_);
    std::error_code ec;
    std::filesystem::create_directories(file.parent_path(), ec);
    int fd = ::open(file.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
    if (fd < 0) throw std::runtime_error("cannot open log file " + file.string() + ": " + std::strerror(errno));
    if (fd_ >= 0) ::close(fd_);
    fd_ = fd;
    file_ = file;
    size_ = std::filesystem::file_size(file, ec);
    max_bytes_ = max_bytes;
    keep_ = keep;
    echo_ = echo_to_stderr;
}

void Log::rotate_locked() {
    ::close(fd_);
    fd_ = -1;
    std::error_code ec;
    auto numbered = [&](int i) { return std::filesystem::path(file_.string() + "." + std::to_string(i)); };
    std::filesystem::remove(numbered(keep_), ec);
    for (int i = keep_ - 1; i >= 1; --i) std::filesystem::rename(numbered(i), numbered(i + 1), ec);
    if (keep_ >= 1) std::filesystem::rename(file_, numbered(1), ec);
    else std::filesystem::remove(file_, ec);
    fd_ = ::open(file_.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_TRUNC | O_CLOEXEC, 0600);
    size_ = 0;
}

void Log::write(LogLevel level, std::string_view message) {
    if (level < level_) return;
    std::string line = iso_time(std::chrono::system_clock::now()) + " " + level_name(level) + " " + std::string(message) + "\n";
    std::lock_guard lock(mutex_);
    if (fd_ >= 0) {
        if (max_bytes_ > 0 && size_ + line.size() > max_bytes_ && size_ > 0) rotate_locked();
        if (fd_ >= 0) {
            write_all(fd_, line);
            size_ += line.size();
        }
    }
    if (echo_ || fd_ < 0) write_all(STDERR_FILENO, line);
}

void ThrottledWarning::operator()(std::string_view message) {
    const auto now = std::chrono::steady_clock::now();
    if (last_ && now - *last_ < interval_) {
        ++held_back_;
        return;
    }
    std::string line(message);
    if (held_back_ > 0) line += " (" + std::to_string(held_back_) + " more like it since the last such line)";
    held_back_ = 0;
    last_ = now;
    log_warn(line);
}

} // namespace rusteal::common
