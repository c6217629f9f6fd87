// process/lock_holders.hpp: what is the same on every platform.
#include "process/lock_holders.hpp"

#include "process/group_guard.hpp"

#include <algorithm>

namespace rusteal::process {

std::vector<std::pair<LockHolder, std::filesystem::path>> foreign_lock_holders(const std::vector<std::filesystem::path>& files) {
    std::vector<std::pair<LockHolder, std::filesystem::path>> out;
    for (const auto& file : files)
        for (auto& h : lock_holders(file)) {
            if (this_daemon_started(h.group)) continue;
            if (std::any_of(out.begin(), out.end(), [&](const auto& seen) { return seen.first.pid == h.pid; })) continue;
            out.emplace_back(std::move(h), file);
        }
    return out;
}

} // namespace rusteal::process
