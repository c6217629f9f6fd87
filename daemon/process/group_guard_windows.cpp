// process/group_guard.hpp on Windows: each child's tree is in a Job Object that the system closes
// with the daemon (KILL_ON_JOB_CLOSE), so there is nothing to guard.
#ifdef _WIN32
#include "process/group_guard.hpp"

namespace rusteal::process {

bool start_group_guard(std::string&) { return true; }
void guard_group(pid_t) {}
void unguard_group(pid_t) {}

bool this_daemon_started(pid_t) { return false; }

} // namespace rusteal::process

#endif // _WIN32
