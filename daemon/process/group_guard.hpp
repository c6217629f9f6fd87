#pragma once
// The process groups of a daemon's children end with the daemon, however it ends.
//
// Contract:
//  - start_group_guard() forks a guardian: a small process that holds the read end of a pipe
//    whose write end only this process has. Call it once, first thing in main, while the process
//    has one thread and no descriptor that must not be inherited (the guardian closes every
//    descriptor but 0, 1, 2 and its pipe). It returns false, with the reason, when it cannot
//    (the daemon then runs unguarded, as before, and logs why);
//  - ChildProcess tells the guardian each process group it starts (guard_group) and each it has
//    seen end (unguard_group); this_daemon_started(group) says whether a group is one of those;
//  - when the guardian reads the pipe's end (the daemon exited, crashed or was killed with
//    SIGKILL: the kernel closes its descriptors), it sends SIGTERM to every group still listed,
//    SIGKILL to those not gone within kGuardGrace, and exits. A daemon that shut down cleanly has
//    ended its jobs already: the guardian finds none and exits at once;
//  - the guardian ignores SIGINT, SIGTERM and SIGHUP (a terminal's Ctrl-C, a service stop reach it
//    with the daemon; it must outlive the daemon by the moment it needs) and is called
//    "rusteald-guard" in ps.
// On Windows every child's tree is in a Job Object that closes with the daemon: these do nothing.
#include <chrono>
#include <string>

#include <sys/types.h>

namespace rusteal::process {

inline constexpr std::chrono::milliseconds kGuardGrace{2000};

bool start_group_guard(std::string& error);
void guard_group(pid_t group);
void unguard_group(pid_t group);
bool this_daemon_started(pid_t group); // the loop's thread only

} // namespace rusteal::process
