#include "common/file_write.hpp"

#include "common/file_io.hpp"
#include "utf8_paths/utf8_path.hpp"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

namespace rusteal::common {

namespace fs = std::filesystem;

bool read_whole_file(const fs::path& path, std::string& out, std::string& error) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        error = "cannot read " + path.string() + ": " + std::strerror(errno);
        return false;
    }
    std::ostringstream s;
    s << in.rdbuf();
    out = std::move(s).str();
    return true;
}

bool write_file_atomically(const fs::path& path, std::string_view content, std::string& error) {
    std::error_code ec;
    if (path.has_parent_path()) fs::create_directories(path.parent_path(), ec);
    if (ec) {
        error = "cannot create " + path.parent_path().string() + ": " + ec.message();
        return false;
    }
    const fs::path temp = with_suffix(path, ".rusteal-tmp");
    if (!file_io::write_durably(temp, content, error)) {
        fs::remove(temp, ec);
        return false;
    }
    // Keep the mode of the file it replaces (a script stays executable).
    if (auto st = fs::status(path, ec); !ec && fs::exists(st)) fs::permissions(temp, st.permissions(), ec);
    file_io::replace(temp, path, ec);
    if (ec) {
        error = "cannot replace " + path.string() + ": " + ec.message();
        fs::remove(temp, ec);
        return false;
    }
    return true;
}

bool write_if_changed(const fs::path& path, std::string_view content, bool& written, std::string& error) {
    written = false;
    std::error_code ec;
    if (fs::is_regular_file(path, ec) && fs::file_size(path, ec) == content.size()) {
        std::string existing, ignored;
        if (read_whole_file(path, existing, ignored) && existing == content) return true;
    }
    if (!write_file_atomically(path, content, error)) return false;
    written = true;
    return true;
}

} // namespace rusteal::common
