// ExitStatus::describe, the same words on every platform (signal_name is the platform's).
#include "process/child_process.hpp"

namespace rusteal::process {

std::string ExitStatus::describe() const {
    std::string s = exit_code ? "exit code " + std::to_string(*exit_code)
                  : signal  ? "killed by " + signal_name(*signal)
                            : "unknown exit status";
    if (timed_out) s += " (timed out)";
    else if (terminated) s += " (stopped on request)";
    return s;
}

} // namespace rusteal::process
