#pragma once
// Names a request gives for one folder (a plugin's, a project's): the daemon joins them to a
// parent folder, so a name must be one path component that stays inside that parent.
#include <string_view>

namespace rusteal::common {

// False for "", "." and "..", and for anything holding '/', '\\' or a NUL byte.
inline bool is_single_folder_name(std::string_view name) {
    if (name.empty() || name == "." || name == "..") return false;
    return name.find_first_of(std::string_view("/\\\0", 3)) == std::string_view::npos;
}

} // namespace rusteal::common
