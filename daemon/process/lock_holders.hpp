#pragma once
// Who holds a file lock, and ending what a daemon that died left running.
//
// Contract:
//  - lock_holders(file): the processes holding a lock (flock or POSIX, read or write) on `file`,
//    read from /proc/locks and matched by device and inode, each with its command line (its
//    arguments joined by spaces, cut at 200 bytes) and process group. Waiters are not holders.
//    Nothing on systems without /proc/locks (Windows: a locked file's holder is not needed there,
//    the Job Object ends a dead daemon's cargo);
//  - foreign_lock_holders(files): the holders of any of `files` that this daemon did not start
//    (process/group_guard.hpp's list of its children's groups), each once, with the file it holds.
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include <sys/types.h>

namespace rusteal::process {

struct LockHolder {
    pid_t pid = 0;
    pid_t group = 0;
    unsigned uid = 0;
    bool same_user = false; // this process's user: one it may signal
    std::string command;
};

std::vector<LockHolder> lock_holders(const std::filesystem::path& file);
std::vector<std::pair<LockHolder, std::filesystem::path>> foreign_lock_holders(const std::vector<std::filesystem::path>& files);

// Asks the holder's process group to end (SIGTERM), or makes it (SIGKILL) when `force`; the
// process alone when its group is this process's own or init's. False when it is gone already.
bool end_holder(const LockHolder& holder, bool force);
bool holder_alive(const LockHolder& holder);

} // namespace rusteal::process
