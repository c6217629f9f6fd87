#pragma once
// InstanceLock: at most one rusteald per user. A lock on <runtime dir>/rusteald.lock (an flock on
// Linux, instance_lock_posix.cpp; a LockFileEx byte range on Windows, instance_lock_windows.cpp),
// held for the daemon's life and released by the system if it crashes; the file holds the
// owner's pid so a second daemon can say who is running.
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <utility>

namespace rusteal::daemon {

class InstanceLock {
public:
    struct Held {
        std::string owner_pid; // may be empty if the owner had not written it yet
    };

    // Takes the lock, or returns the running owner. Throws std::runtime_error on I/O errors.
    static InstanceLock acquire(const std::filesystem::path& file, std::optional<Held>& held_by);

    InstanceLock(InstanceLock&& other) noexcept : handle_(std::exchange(other.handle_, kNone)) {}
    InstanceLock& operator=(InstanceLock&&) = delete;
    ~InstanceLock();
    bool held() const { return handle_ != kNone; }

private:
    static constexpr std::intptr_t kNone = -1;
    explicit InstanceLock(std::intptr_t handle) : handle_(handle) {}
    std::intptr_t handle_ = kNone; // the lock file's descriptor, or its HANDLE
};

} // namespace rusteal::daemon
