#pragma once
// Running a shell command from a test, and editing text.
#include "read_file.hpp"

#include <cstdlib>
#include <filesystem>
#include <string>

namespace rusteal::test {

// Runs `cmd` through the shell with its output in `log`; returns the exit status, the output in `out`.
inline int run_logged(const std::string& cmd, const std::filesystem::path& log, std::string& out) {
    const int rc = std::system((cmd + " >'" + log.string() + "' 2>&1").c_str());
    out = read_file(log);
    return rc;
}

inline std::string replace_all(std::string s, const std::string& from, const std::string& to) {
    for (auto at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size())) s.replace(at, from.size(), to);
    return s;
}

} // namespace rusteal::test
