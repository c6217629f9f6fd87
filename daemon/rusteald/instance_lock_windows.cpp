// rusteald/instance_lock.hpp on Windows: an exclusive LockFileEx on a byte range past the pid, so
// a second daemon can still read the pid; Windows releases it when the holder's handle closes,
// also when the process dies.
#ifdef _WIN32
#include "rusteald/instance_lock.hpp"

#include "common/windows_system.hpp"

#include <stdexcept>

namespace rusteal::daemon {

namespace {
constexpr DWORD kLockOffset = 0x40000000; // far past the pid's few bytes
}

InstanceLock InstanceLock::acquire(const std::filesystem::path& file, std::optional<Held>& held_by) {
    using common::windows::system_message;
    held_by.reset();
    HANDLE h = ::CreateFileW(file.c_str(), GENERIC_READ | GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE, nullptr,
                             OPEN_ALWAYS, FILE_ATTRIBUTE_NORMAL | FILE_FLAG_OPEN_REPARSE_POINT, nullptr);
    if (h == INVALID_HANDLE_VALUE)
        throw std::runtime_error("cannot open lock file " + file.string() + ": " + system_message(::GetLastError()));
    OVERLAPPED at{};
    at.Offset = kLockOffset;
    if (!::LockFileEx(h, LOCKFILE_EXCLUSIVE_LOCK | LOCKFILE_FAIL_IMMEDIATELY, 0, 1, 0, &at)) {
        const DWORD error = ::GetLastError();
        if (error != ERROR_LOCK_VIOLATION && error != ERROR_IO_PENDING) {
            ::CloseHandle(h);
            throw std::runtime_error("cannot lock " + file.string() + ": " + system_message(error));
        }
        char buf[32] = {};
        DWORD n = 0;
        OVERLAPPED start{};
        const bool read = ::ReadFile(h, buf, sizeof buf - 1, &n, &start);
        ::CloseHandle(h);
        std::string pid = read ? std::string(buf, n) : std::string();
        while (!pid.empty() && (pid.back() == '\n' || pid.back() == '\r' || pid.back() == ' ')) pid.pop_back();
        held_by = Held{pid};
        return InstanceLock(kNone);
    }
    const std::string pid = std::to_string(::GetCurrentProcessId()) + "\n";
    DWORD wrote = 0;
    OVERLAPPED start{};
    if (!::SetFilePointerEx(h, LARGE_INTEGER{}, nullptr, FILE_BEGIN) || !::SetEndOfFile(h) ||
        !::WriteFile(h, pid.data(), static_cast<DWORD>(pid.size()), &wrote, &start) || wrote != pid.size()) {
        const DWORD error = ::GetLastError();
        ::CloseHandle(h);
        throw std::runtime_error("cannot write " + file.string() + ": " + system_message(error));
    }
    return InstanceLock(reinterpret_cast<std::intptr_t>(h));
}

InstanceLock::~InstanceLock() {
    if (held()) ::CloseHandle(reinterpret_cast<HANDLE>(handle_)); // closing releases the lock
}

} // namespace rusteal::daemon

#endif // _WIN32
