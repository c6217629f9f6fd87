#pragma once
// Names a request gives for one folder (a plugin's, a project's): the daemon joins them to a
// parent folder, so a name must be one path component that stays inside that parent.
#include <cstddef>
#include <string_view>

namespace rusteal::common {

// The longest file name the systems we run on take, in bytes (NAME_MAX on Linux; NTFS allows 255
// UTF-16 units, which no UTF-8 name of 255 bytes exceeds).
inline constexpr std::size_t kMaxFileNameBytes = 255;

// False for "", "." and "..", for anything holding '/', '\\' or a NUL byte, and for names longer
// than kMaxFileNameBytes (no system would make the folder).
inline bool is_single_folder_name(std::string_view name) {
    if (name.empty() || name == "." || name == ".." || name.size() > kMaxFileNameBytes) return false;
    return name.find_first_of(std::string_view("/\\\0", 3)) == std::string_view::npos;
}

} // namespace rusteal::common
