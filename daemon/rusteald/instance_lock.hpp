#pragma once
// InstanceLock: at most one rusteald per user. An flock on <runtime dir>/rusteald.lock, held for
// the daemon's life and released by the kernel if it crashes; the file holds the owner's pid so
// a second daemon can say who is running.
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

    InstanceLock(InstanceLock&& other) noexcept : fd_(std::exchange(other.fd_, -1)) {}
    InstanceLock& operator=(InstanceLock&&) = delete;
    ~InstanceLock();
    bool held() const { return fd_ >= 0; }

private:
    explicit InstanceLock(int fd) : fd_(fd) {}
    int fd_ = -1;
};

} // namespace rusteal::daemon
