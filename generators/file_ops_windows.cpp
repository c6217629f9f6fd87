// file_ops.hpp on Windows; file_ops_posix.cpp is everyone else's.
#ifdef _WIN32
#include "generators/file_ops.hpp"

#include "generators/generator_error.hpp"

#include <windows.h>

#include <chrono>
#include <thread>

namespace rusteal::generators::file_ops {

namespace {

std::string utf8(const std::filesystem::path& path) { return path_key(path); }

std::string reason(DWORD code) {
    wchar_t* text = nullptr;
    const DWORD n = ::FormatMessageW(FORMAT_MESSAGE_ALLOCATE_BUFFER | FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS,
                                     nullptr, code, 0, reinterpret_cast<wchar_t*>(&text), 0, nullptr);
    std::string out;
    if (n) {
        const int size = ::WideCharToMultiByte(CP_UTF8, 0, text, static_cast<int>(n), nullptr, 0, nullptr, nullptr);
        out.resize(static_cast<std::size_t>(size));
        ::WideCharToMultiByte(CP_UTF8, 0, text, static_cast<int>(n), out.data(), size, nullptr, nullptr);
        ::LocalFree(text);
    }
    while (!out.empty() && (out.back() == '\n' || out.back() == '\r' || out.back() == ' ' || out.back() == '.')) out.pop_back();
    return out.empty() ? "system error " + std::to_string(code) : out;
}

// FILETIME counts 100 ns steps since 1601; only differences matter here.
FileStamp of(DWORD size_high, DWORD size_low, FILETIME written) {
    const std::uint64_t ticks = (static_cast<std::uint64_t>(written.dwHighDateTime) << 32) | written.dwLowDateTime;
    return {(static_cast<std::uintmax_t>(size_high) << 32) | size_low, static_cast<std::int64_t>(ticks) * 100};
}

struct Handle {
    HANDLE h;
    ~Handle() {
        if (h != INVALID_HANDLE_VALUE) ::CloseHandle(h);
    }
};

void write_all(HANDLE h, std::string_view content, const std::filesystem::path& file) {
    std::size_t off = 0;
    while (off < content.size()) {
        const DWORD chunk = static_cast<DWORD>(std::min<std::size_t>(content.size() - off, 1u << 30));
        DWORD wrote = 0;
        if (!::WriteFile(h, content.data() + off, chunk, &wrote, nullptr))
            throw GeneratorError("cannot write " + utf8(file) + ": " + reason(::GetLastError()));
        off += wrote;
    }
}

} // namespace

std::optional<FileStamp> stamp(const std::filesystem::path& file) {
    WIN32_FILE_ATTRIBUTE_DATA data{};
    if (!::GetFileAttributesExW(file.c_str(), GetFileExInfoStandard, &data)) return std::nullopt;
    return of(data.nFileSizeHigh, data.nFileSizeLow, data.ftLastWriteTime);
}

FileStamp write_file(const std::filesystem::path& file, std::string_view content) {
    {
        // Others may read the file while it is written (an IDE indexing the folder).
        Handle h{::CreateFileW(file.c_str(), GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_DELETE, nullptr, CREATE_ALWAYS,
                               FILE_ATTRIBUTE_NORMAL, nullptr)};
        if (h.h == INVALID_HANDLE_VALUE) throw GeneratorError("cannot create " + utf8(file) + ": " + reason(::GetLastError()));
        try {
            write_all(h.h, content, file);
        } catch (...) {
            ::CloseHandle(h.h);
            h.h = INVALID_HANDLE_VALUE;
            ::DeleteFileW(file.c_str());
            throw;
        }
    }
    // Read once the handle is closed: NTFS may set the last write time again when a written file
    // is closed.
    const auto written = stamp(file);
    if (!written) throw GeneratorError("cannot read the times of " + utf8(file) + ": " + reason(::GetLastError()));
    return *written;
}

void rename_over(const std::filesystem::path& from, const std::filesystem::path& to) {
    // A reader that opened the old file without FILE_SHARE_DELETE (a virus scanner, an indexer)
    // holds it for a moment: try again for up to a second before giving up.
    for (int attempt = 0;; ++attempt) {
        if (::MoveFileExW(from.c_str(), to.c_str(), MOVEFILE_REPLACE_EXISTING)) return;
        const DWORD error = ::GetLastError();
        if (attempt >= 50 || (error != ERROR_ACCESS_DENIED && error != ERROR_SHARING_VIOLATION))
            throw GeneratorError("cannot replace " + utf8(to) + ": " + reason(error) +
                                 (error == ERROR_SHARING_VIOLATION ? " (another program holds it open; close it and generate again)" : ""));
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
}

void append_file(const std::filesystem::path& file, std::string_view content) {
    Handle h{::CreateFileW(file.c_str(), FILE_APPEND_DATA, FILE_SHARE_READ | FILE_SHARE_DELETE, nullptr, OPEN_EXISTING,
                           FILE_ATTRIBUTE_NORMAL, nullptr)};
    if (h.h == INVALID_HANDLE_VALUE) throw GeneratorError("cannot write " + utf8(file) + ": " + reason(::GetLastError()));
    write_all(h.h, content, file);
}

} // namespace rusteal::generators::file_ops

#endif // _WIN32
