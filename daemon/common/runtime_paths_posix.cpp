// common/runtime_paths.hpp on Linux: XDG folders, a 0700 folder owned by the user.
#include "common/runtime_paths.hpp"

#if !defined(_WIN32)

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <stdexcept>

#include <sys/stat.h>
#include <unistd.h>

namespace rusteal::common {

RuntimePaths runtime_paths() {
    namespace fs = std::filesystem;
    fs::path dir;
    const char* xdg = std::getenv("XDG_RUNTIME_DIR");
    if (xdg && *xdg && fs::path(xdg).is_absolute())
        dir = fs::path(xdg) / "rusteal";
    else
        dir = fs::path("/tmp") / ("rusteal-" + std::to_string(::geteuid()));
    return {dir, dir / "rusteald.sock", dir / "rusteald.lock", dir / "rusteald.token", dir / "rusteald.tcp"};
}

std::filesystem::path machine_config_file() {
    namespace fs = std::filesystem;
    if (const char* xdg = std::getenv("XDG_CONFIG_HOME"); xdg && *xdg == '/') return fs::path(xdg) / "rusteal/config.toml";
    const char* home = std::getenv("HOME");
    return fs::path(home && *home ? home : "/") / ".config/rusteal/config.toml";
}

std::filesystem::path default_log_file() {
    namespace fs = std::filesystem;
    const char* state = std::getenv("XDG_STATE_HOME");
    if (state && *state && fs::path(state).is_absolute()) return fs::path(state) / "rusteal" / "rusteald.log";
    const char* home = std::getenv("HOME");
    if (home && *home) return fs::path(home) / ".local" / "state" / "rusteal" / "rusteald.log";
    return runtime_paths().dir / "rusteald.log";
}

void ensure_private_dir(const std::filesystem::path& dir) {
    std::error_code ec;
    if (dir.has_parent_path()) std::filesystem::create_directories(dir.parent_path(), ec);
    if (::mkdir(dir.c_str(), 0700) != 0 && errno != EEXIST)
        throw std::runtime_error("cannot create " + dir.string() + ": " + std::strerror(errno));
    struct stat st {};
    if (::lstat(dir.c_str(), &st) != 0)
        throw std::runtime_error("cannot inspect " + dir.string() + ": " + std::strerror(errno));
    if (auto problem = private_dir_problem(dir); !problem.empty()) throw std::runtime_error(problem);
    if ((st.st_mode & 0777) != 0700 && ::chmod(dir.c_str(), 0700) != 0)
        throw std::runtime_error("cannot make " + dir.string() + " private (chmod 0700): " + std::strerror(errno));
}

std::string private_dir_problem(const std::filesystem::path& dir) {
    struct stat st {};
    if (::lstat(dir.c_str(), &st) != 0) return {}; // not there yet: it will be made
    if (S_ISLNK(st.st_mode)) {
        std::error_code ec;
        const auto target = std::filesystem::read_symlink(dir, ec);
        return dir.string() + " is a symbolic link" + (ec ? std::string() : " to " + target.string()) +
               ", not a folder of this user's: someone may be redirecting rusteal's socket; remove the link "
               "(or set XDG_RUNTIME_DIR to a private folder) and retry";
    }
    if (!S_ISDIR(st.st_mode)) return dir.string() + " exists but is not a directory; remove it and retry";
    if (st.st_uid != ::geteuid())
        return dir.string() + " belongs to uid " + std::to_string(st.st_uid) + ", not to this user (uid " +
               std::to_string(::geteuid()) + "); another user may be squatting it: remove it or set XDG_RUNTIME_DIR";
    return {};
}

} // namespace rusteal::common

#endif // !_WIN32
