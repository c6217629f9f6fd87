#pragma once
// The daemon's log: one line per event, "2026-12-02T11:48:18.123Z level message", appended to a
// file that rotates at a size limit (rusteald.log -> .1 -> .2 ... up to `keep` old files).
// Until open() succeeds (and when echo is set) lines also go to stderr.
#include "common/file_io.hpp"

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>

namespace rusteal::common {

enum class LogLevel { Debug, Info, Warn, Error };

class Log {
public:
    static Log& instance();

    // Throws std::runtime_error when the file cannot be opened.
    void open(const std::filesystem::path& file, std::uintmax_t max_bytes, int keep, bool echo_to_stderr);
    void set_level(LogLevel level) { level_ = level; }
    void write(LogLevel level, std::string_view message);
    const std::filesystem::path& file() const { return file_; }

private:
    void rotate_locked();

    std::mutex mutex_;
    std::filesystem::path file_;
    file_io::AppendFile out_;
    std::uintmax_t size_ = 0;
    std::uintmax_t max_bytes_ = 0;
    int keep_ = 0;
    bool echo_ = true;
    LogLevel level_ = LogLevel::Info;
};

// A warning that can repeat fast (accept failing while descriptors run out, refused clients):
// the first is written, then at most one per `interval`, saying how many were held back since.
class ThrottledWarning {
public:
    explicit ThrottledWarning(std::chrono::steady_clock::duration interval) : interval_(interval) {}
    void operator()(std::string_view message);
    std::uint64_t held_back() const { return held_back_; }

private:
    std::chrono::steady_clock::duration interval_;
    std::optional<std::chrono::steady_clock::time_point> last_;
    std::uint64_t held_back_ = 0;
};

inline void log_debug(std::string_view m) { Log::instance().write(LogLevel::Debug, m); }
inline void log_info(std::string_view m) { Log::instance().write(LogLevel::Info, m); }
inline void log_warn(std::string_view m) { Log::instance().write(LogLevel::Warn, m); }
inline void log_error(std::string_view m) { Log::instance().write(LogLevel::Error, m); }

} // namespace rusteal::common
