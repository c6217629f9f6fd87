#pragma once
// Paths from UTF-8 text, right on every platform.
//
// Contract: the project keeps text in UTF-8 (JSON, TOML, arguments, messages, maps keyed by path).
// On Linux a path is bytes and such text is the path as it is. On Windows a path is UTF-16, and
// `std::filesystem::path(std::string)` does not read UTF-8: MinGW's C++ library converts with the C
// library's locale (byte by byte), MSVC's with the ANSI code page. So every text that becomes a
// path goes through `utf8_path`. The other way, `path::string()` gives UTF-8 in the project's
// executables (MinGW's library converts to UTF-8; under MSVC the application manifest makes UTF-8
// the ANSI code page); code that runs inside another process (the library host, in the editor)
// builds its names from paths and never from text.
//
// The Windows test build enforces it: cmake/NarrowPathCheck.cmake deletes the conversions from
// std::string and std::string_view to std::filesystem::path there, so a new one fails to compile.
#include <filesystem>
#include <string>
#include <string_view>

namespace rusteal {

inline std::filesystem::path utf8_path(std::string_view text) {
#ifdef _WIN32
    return std::filesystem::path(std::u8string_view(reinterpret_cast<const char8_t*>(text.data()), text.size()));
#else
    return std::filesystem::path(text.begin(), text.end());
#endif
}

// `path` with `suffix` added to its last component: "lib.so" and ".partial" make "lib.so.partial".
inline std::filesystem::path with_suffix(std::filesystem::path path, std::string_view suffix) {
    path += utf8_path(suffix);
    return path;
}

} // namespace rusteal
