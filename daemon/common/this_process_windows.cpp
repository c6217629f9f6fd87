// common/this_process.hpp on Windows.
#ifdef _WIN32
#include "common/this_process.hpp"

#include "common/windows_system.hpp"

#include <bcrypt.h>

#include <cstdlib>
#include <stdexcept>
#include <vector>

namespace rusteal::common::this_process {

long id() { return static_cast<long>(::GetCurrentProcessId()); }

std::optional<std::filesystem::path> executable() {
    std::wstring path(MAX_PATH, L'\0');
    for (;;) {
        const DWORD n = ::GetModuleFileNameW(nullptr, path.data(), static_cast<DWORD>(path.size()));
        if (n == 0) return std::nullopt;
        if (n < path.size()) {
            path.resize(n);
            return std::filesystem::path(path);
        }
        if (path.size() >= 32768) return std::nullopt; // the longest path Windows has
        path.resize(path.size() * 2);
    }
}

std::optional<std::filesystem::path> home() {
    const wchar_t* home = ::_wgetenv(L"USERPROFILE");
    if (!home || !*home) return std::nullopt;
    return std::filesystem::path(home);
}

bool is_terminal(StdStream stream) {
    const HANDLE h = ::GetStdHandle(stream == StdStream::In ? STD_INPUT_HANDLE : stream == StdStream::Out ? STD_OUTPUT_HANDLE
                                                                                                         : STD_ERROR_HANDLE);
    DWORD mode = 0;
    return h && h != INVALID_HANDLE_VALUE && ::GetConsoleMode(h, &mode);
}

std::vector<unsigned char> random_bytes(std::size_t bytes) {
    std::vector<unsigned char> buffer(bytes);
    const NTSTATUS status = ::BCryptGenRandom(nullptr, buffer.data(), static_cast<ULONG>(buffer.size()),
                                              BCRYPT_USE_SYSTEM_PREFERRED_RNG);
    if (status < 0) throw std::runtime_error("the system's random source failed (BCryptGenRandom, status " + std::to_string(status) + ")");
    return buffer;
}

} // namespace rusteal::common::this_process

#endif // _WIN32
