#pragma once
// What rusteald and the client ask the system about themselves, where Linux and Windows answer
// differently (this_process_posix.cpp, this_process_windows.cpp).
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace rusteal::common::this_process {

// This process's id.
long id();

// The running executable's own path; nothing when the system does not tell.
std::optional<std::filesystem::path> executable();

// The user's home folder ($HOME; %USERPROFILE% on Windows); nothing when unset.
std::optional<std::filesystem::path> home();

enum class StdStream { In, Out, Err };
// Whether the stream is a terminal (a console on Windows) rather than a file or a pipe.
bool is_terminal(StdStream stream);

// `count` bytes from the system's secure random source (/dev/urandom; BCryptGenRandom). Throws
// std::runtime_error when the source fails.
std::vector<unsigned char> random_bytes(std::size_t count);

// random_bytes(count) as lowercase hex.
inline std::string random_hex(std::size_t count) {
    static constexpr char digits[] = "0123456789abcdef";
    std::string out;
    for (unsigned char b : random_bytes(count)) {
        out += digits[b >> 4];
        out += digits[b & 15];
    }
    return out;
}

} // namespace rusteal::common::this_process
