#pragma once
// The few file operations of OutputWriter whose system calls differ between Linux and Windows
// (file_ops_posix.cpp, file_ops_windows.cpp), and the string a path is known by.
//
// Contract:
//  - a FileStamp is what tells a file unchanged without reading it: its size and modification
//    time in nanoseconds (Windows keeps 100 ns steps);
//  - write_file creates or empties `file`, writes `content` whole and returns the stamp the file
//    keeps (a rename does not change it); throws GeneratorError naming the file and the reason;
//  - rename_over puts `from` in the place of `to` in one step (a reader sees the old or the new
//    file), replacing it; throws GeneratorError;
//  - append_file adds `content` to the end of an existing file; throws GeneratorError;
//  - path_key is a path as UTF-8 with the platform's separators, the key of the writer's maps.
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace rusteal::generators::file_ops {

struct FileStamp {
    std::uintmax_t size = 0;
    std::int64_t mtime_ns = 0;
};

// Nothing when the file does not exist or cannot be read.
std::optional<FileStamp> stamp(const std::filesystem::path& file);
FileStamp write_file(const std::filesystem::path& file, std::string_view content);
void rename_over(const std::filesystem::path& from, const std::filesystem::path& to);
void append_file(const std::filesystem::path& file, std::string_view content);

inline constexpr char kSeparator = static_cast<char>(std::filesystem::path::preferred_separator);

#ifdef _WIN32
inline std::string path_key(const std::filesystem::path& path) {
    const auto text = path.u8string();
    return std::string(text.begin(), text.end());
}
#else
inline const std::string& path_key(const std::filesystem::path& path) { return path.native(); }
#endif

} // namespace rusteal::generators::file_ops
