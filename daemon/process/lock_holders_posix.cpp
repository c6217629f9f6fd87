// process/lock_holders.hpp on Linux (/proc/locks); other POSIX systems find none.
#ifndef _WIN32
#include "process/lock_holders.hpp"

#include <csignal>
#include <cstdio>
#include <fstream>
#include <sstream>

#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace rusteal::process {
namespace {

std::string command_of(pid_t pid) {
    std::ifstream in("/proc/" + std::to_string(pid) + "/cmdline", std::ios::binary);
    std::string raw((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    while (!raw.empty() && raw.back() == '\0') raw.pop_back();
    for (char& c : raw)
        if (c == '\0') c = ' ';
    if (raw.size() > 200) raw = raw.substr(0, 197) + "...";
    return raw;
}

} // namespace

std::vector<LockHolder> lock_holders(const std::filesystem::path& file) {
    std::vector<LockHolder> out;
    struct stat st {};
    if (::stat(file.c_str(), &st) != 0) return out;
    std::ifstream locks("/proc/locks");
    // "1: FLOCK  ADVISORY  WRITE 4711 08:02:131089 0 EOF"; a waiter's line has "->" after the number.
    for (std::string line; std::getline(locks, line);) {
        std::istringstream in(line);
        std::string number, kind, mode, access, id;
        in >> number >> kind;
        if (kind == "->") continue;
        pid_t pid = 0;
        in >> mode >> access >> pid >> id;
        unsigned major_no = 0, minor_no = 0;
        unsigned long long inode = 0;
        if (std::sscanf(id.c_str(), "%x:%x:%llu", &major_no, &minor_no, &inode) != 3) continue;
        if (inode != st.st_ino || major_no != major(st.st_dev) || minor_no != minor(st.st_dev) || pid <= 0) continue;
        LockHolder h;
        h.pid = pid;
        h.group = ::getpgid(pid);
        struct stat proc {};
        if (::stat(("/proc/" + std::to_string(pid)).c_str(), &proc) == 0) h.uid = proc.st_uid;
        h.same_user = h.uid == ::geteuid();
        h.command = command_of(pid);
        out.push_back(std::move(h));
    }
    return out;
}

bool end_holder(const LockHolder& holder, bool force) {
    const int sig = force ? SIGKILL : SIGTERM;
    if (holder.group > 1 && holder.group != ::getpgrp()) return ::kill(-holder.group, sig) == 0;
    return ::kill(holder.pid, sig) == 0;
}

bool holder_alive(const LockHolder& holder) {
    if (holder.group > 1 && holder.group != ::getpgrp()) return ::kill(-holder.group, 0) == 0;
    return ::kill(holder.pid, 0) == 0;
}

} // namespace rusteal::process

#endif // !_WIN32
