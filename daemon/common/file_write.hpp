#pragma once
// Writing the user's and the project's files safely: the new content goes to a temporary file
// beside the target, is flushed, and replaces the target by rename, so a reader (or a crash) never
// sees half a file. Used for every file the daemon writes into a project or the machine config.
#include <filesystem>
#include <string>
#include <string_view>
#include <system_error>

namespace rusteal::common {

// Writes `content` to `path` (parent folders created); false with `error` naming the file.
bool write_file_atomically(const std::filesystem::path& path, std::string_view content, std::string& error);

// Like write_file_atomically, but a file that already holds exactly `content` is left alone (its
// modification time stays). Sets `written` to whether the file changed.
bool write_if_changed(const std::filesystem::path& path, std::string_view content, bool& written, std::string& error);

// The whole file; false with `error` when it cannot be read.
bool read_whole_file(const std::filesystem::path& path, std::string& out, std::string& error);

} // namespace rusteal::common
