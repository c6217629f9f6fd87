#pragma once
// Whether a process the test started (or that its child started) is gone: no such process, or a
// zombie waiting for its reaper (which runs no code any more).
#include <fstream>
#include <string>

#include <signal.h>
#include <sys/types.h>

namespace rusteal::test {

inline bool process_gone(pid_t pid) {
    if (::kill(pid, 0) != 0) return true;
    std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
    std::string a, b, state;
    stat >> a >> b >> state;
    return state == "Z" || state.empty();
}

} // namespace rusteal::test
