#include "common/log.hpp"

#include "common/file_io.hpp"
#include "common/iso_time.hpp"
#include "utf8_paths/utf8_path.hpp"

#include <chrono>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <stdexcept>
#include <string>

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

} // namespace

Log& Log::instance() {
    static Log log;
    return log;
}

void Log::open(const std::filesystem::path& file, std::uintmax_t max_bytes, int keep, bool echo_to_stderr) {
    std::lock_guard lock(mutex_);
    std::error_code ec;
    std::filesystem::create_directories(file.parent_path(), ec);
    std::string error;
    // On failure the file open so far stays.
    if (!out_.open(file, false, error)) throw std::runtime_error("log file: " + error);
    file_ = file;
    size_ = std::filesystem::file_size(file, ec);
    max_bytes_ = max_bytes;
    keep_ = keep;
    echo_ = echo_to_stderr;
}

void Log::rotate_locked() {
    out_.close();
    std::error_code ec;
    auto numbered = [&](int i) { return with_suffix(file_, "." + std::to_string(i)); };
    std::filesystem::remove(numbered(keep_), ec);
    for (int i = keep_ - 1; i >= 1; --i) std::filesystem::rename(numbered(i), numbered(i + 1), ec);
    if (keep_ >= 1) std::filesystem::rename(file_, numbered(1), ec);
    else std::filesystem::remove(file_, ec);
    std::string error;
    out_.open(file_, true, error); // if it fails, lines go to stderr
    size_ = 0;
}

void Log::write(LogLevel level, std::string_view message) {
    if (level < level_) return;
    std::string line = iso_time(std::chrono::system_clock::now()) + " " + level_name(level) + " " + std::string(message) + "\n";
    std::lock_guard lock(mutex_);
    if (out_.is_open()) {
        if (max_bytes_ > 0 && size_ + line.size() > max_bytes_ && size_ > 0) rotate_locked();
        if (out_.is_open()) {
            out_.write(line);
            size_ += line.size();
        }
    }
    if (echo_ || !out_.is_open()) file_io::write_stderr(line);
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
