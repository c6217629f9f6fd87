#include "common/file_write.hpp"

#include <fcntl.h>
#include <unistd.h>

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
    const fs::path temp = path.string() + ".rusteal-tmp";
    const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) {
        error = "cannot write " + temp.string() + ": " + std::strerror(errno);
        return false;
    }
    std::size_t done = 0;
    bool ok = true;
    while (done < content.size()) {
        const ssize_t n = ::write(fd, content.data() + done, content.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            ok = false;
            break;
        }
        done += static_cast<std::size_t>(n);
    }
    ok = ok && ::fsync(fd) == 0;
    const int saved = errno;
    ::close(fd);
    if (!ok) {
        error = "cannot write " + temp.string() + ": " + std::strerror(saved);
        fs::remove(temp, ec);
        return false;
    }
    // Keep the mode of the file it replaces (a script stays executable).
    if (auto st = fs::status(path, ec); !ec && fs::exists(st)) fs::permissions(temp, st.permissions(), ec);
    fs::rename(temp, path, ec);
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
