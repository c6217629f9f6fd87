#pragma once
// The few file operations whose calls differ between Linux and Windows, for the rest of common/
// (the log, atomic writes): file_io_posix.cpp and file_io_windows.cpp implement them.
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <system_error>

namespace rusteal::common::file_io {

// A file written at its end (the log): only this user may read it (0600; on Windows the folder's
// inherited access), and no child process inherits it.
class AppendFile {
public:
    AppendFile() = default;
    ~AppendFile() { close(); }
    AppendFile(const AppendFile&) = delete;
    AppendFile& operator=(const AppendFile&) = delete;

    // Opens (creating it, emptied when `truncate`); false with `error` naming the file.
    bool open(const std::filesystem::path& file, bool truncate, std::string& error);
    void write(std::string_view text);
    void close();
    bool is_open() const { return handle_ != kClosed; }

private:
    static constexpr std::intptr_t kClosed = -1;
    std::intptr_t handle_ = kClosed; // a descriptor, or a HANDLE
};

// `content` into `file` (created, or emptied first), then flushed to the disk; false with `error`
// naming the file and the system's reason.
bool write_durably(const std::filesystem::path& file, std::string_view content, std::string& error);

// `content` into `file` made anew, readable by this user only (0600; on Windows the private
// folder's access list): an old file, or a link someone put in its place, is removed first and
// never followed. False with `error` naming the file.
bool write_private_file(const std::filesystem::path& file, std::string_view content, std::string& error);

// What was written to `file` reaches the disk (fsync; FlushFileBuffers on Windows).
void flush_to_disk(const std::filesystem::path& file, std::error_code& ec);

// `from` takes the place of `to` in one step (a reader sees the old file or the new one).
void replace(const std::filesystem::path& from, const std::filesystem::path& to, std::error_code& ec);

// Text to the standard error stream, whole.
void write_stderr(std::string_view text);

} // namespace rusteal::common::file_io
