#pragma once
// What Linux's /proc says of a process a test started: a field of /proc/<pid>/status in KiB
// ("VmRSS", "VmHWM", ...) and how many descriptors it has open.
#include <cstddef>
#include <filesystem>
#include <fstream>
#include <string>

#include <sys/types.h>

namespace rusteal::test {

// The field's value (its number, KiB for the Vm* fields); -1 when the process or field is gone.
inline long proc_status_field(pid_t pid, const std::string& field) {
    std::ifstream in("/proc/" + std::to_string(pid) + "/status");
    for (std::string line; std::getline(in, line);)
        if (line.rfind(field + ":", 0) == 0) return std::stol(line.substr(field.size() + 1));
    return -1;
}

inline std::size_t open_descriptors(pid_t pid) {
    std::size_t n = 0;
    std::error_code ec;
    for (std::filesystem::directory_iterator it("/proc/" + std::to_string(pid) + "/fd", ec), end; !ec && it != end; it.increment(ec))
        ++n;
    return n;
}

} // namespace rusteal::test
