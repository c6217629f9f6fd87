// common/file_io.hpp on Windows: handles not inherited, FlushFileBuffers, MoveFileExW.
#include "common/file_io.hpp"

#if defined(_WIN32)

#include "common/windows_system.hpp"

#include <algorithm>
#include <cstring>
#include <vector>

namespace rusteal::common::file_io {

namespace {
using common::windows::system_message;

bool write_all(HANDLE h, std::string_view text) {
    std::size_t done = 0;
    while (done < text.size()) {
        DWORD n = 0;
        const DWORD chunk = static_cast<DWORD>(std::min<std::size_t>(text.size() - done, 1u << 30));
        if (!::WriteFile(h, text.data() + done, chunk, &n, nullptr) || n == 0) return false;
        done += n;
    }
    return true;
}

HANDLE as_handle(std::intptr_t h) { return reinterpret_cast<HANDLE>(h); }

// SetFileInformationByHandle(FileRenameInfoEx) with FILE_RENAME_FLAG_POSIX_SEMANTICS: the name is
// taken over even while others have the old file open (sharing delete).
bool replace_posix_style(const std::filesystem::path& from, const std::filesystem::path& to) {
    constexpr DWORD kReplaceIfExists = 0x1; // FILE_RENAME_FLAG_REPLACE_IF_EXISTS
    constexpr DWORD kPosixSemantics = 0x2;  // FILE_RENAME_FLAG_POSIX_SEMANTICS
    constexpr auto kFileRenameInfoEx = static_cast<FILE_INFO_BY_HANDLE_CLASS>(22);
    HANDLE h = ::CreateFileW(from.c_str(), DELETE | SYNCHRONIZE, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, nullptr,
                             OPEN_EXISTING, FILE_ATTRIBUTE_NORMAL, nullptr);
    if (h == INVALID_HANDLE_VALUE) return false;
    const std::wstring target = to.wstring();
    // FILE_RENAME_INFO with Flags in place of ReplaceIfExists, the name inline at its end.
    std::vector<unsigned char> buffer(sizeof(FILE_RENAME_INFO) + target.size() * sizeof(wchar_t));
    auto* info = reinterpret_cast<FILE_RENAME_INFO*>(buffer.data());
    *reinterpret_cast<DWORD*>(info) = kReplaceIfExists | kPosixSemantics;
    info->RootDirectory = nullptr;
    info->FileNameLength = static_cast<DWORD>(target.size() * sizeof(wchar_t));
    std::memcpy(info->FileName, target.data(), info->FileNameLength);
    const bool ok = ::SetFileInformationByHandle(h, kFileRenameInfoEx, info, static_cast<DWORD>(buffer.size()));
    ::CloseHandle(h);
    return ok;
}
} // namespace

bool AppendFile::open(const std::filesystem::path& file, bool truncate, std::string& error) {
    // FILE_APPEND_DATA: every write goes to the end. Sharing delete lets rotation rename it.
    HANDLE h = ::CreateFileW(file.c_str(), FILE_APPEND_DATA, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, nullptr,
                             truncate ? CREATE_ALWAYS : OPEN_ALWAYS, FILE_ATTRIBUTE_NORMAL, nullptr);
    if (h == INVALID_HANDLE_VALUE) {
        error = "cannot open " + file.string() + ": " + system_message(::GetLastError());
        return false;
    }
    close();
    handle_ = reinterpret_cast<std::intptr_t>(h);
    return true;
}

void AppendFile::write(std::string_view text) {
    if (is_open()) write_all(as_handle(handle_), text);
}

void AppendFile::close() {
    if (is_open()) ::CloseHandle(as_handle(handle_));
    handle_ = kClosed;
}

bool write_durably(const std::filesystem::path& file, std::string_view content, std::string& error) {
    HANDLE h = ::CreateFileW(file.c_str(), GENERIC_WRITE, 0, nullptr, CREATE_ALWAYS, FILE_ATTRIBUTE_NORMAL, nullptr);
    if (h == INVALID_HANDLE_VALUE) {
        error = "cannot write " + file.string() + ": " + system_message(::GetLastError());
        return false;
    }
    const bool ok = write_all(h, content) && ::FlushFileBuffers(h);
    const DWORD saved = ::GetLastError();
    ::CloseHandle(h);
    if (!ok) error = "cannot write " + file.string() + ": " + system_message(saved);
    return ok;
}

bool write_private_file(const std::filesystem::path& file, std::string_view content, std::string& error) {
    // DeleteFileW removes a link itself, never its target; CREATE_NEW then refuses anything that
    // appeared meanwhile. The file inherits the private folder's access list.
    ::DeleteFileW(file.c_str());
    HANDLE h = ::CreateFileW(file.c_str(), GENERIC_WRITE, 0, nullptr, CREATE_NEW, FILE_ATTRIBUTE_NORMAL, nullptr);
    if (h == INVALID_HANDLE_VALUE) {
        error = "cannot create " + file.string() + ": " + system_message(::GetLastError());
        return false;
    }
    const bool ok = write_all(h, content);
    const DWORD saved = ::GetLastError();
    ::CloseHandle(h);
    if (!ok) error = "cannot write " + file.string() + ": " + system_message(saved);
    return ok;
}

void flush_to_disk(const std::filesystem::path& file, std::error_code& ec) {
    // Flushing needs write access; others may keep reading meanwhile.
    HANDLE h = ::CreateFileW(file.c_str(), GENERIC_WRITE, FILE_SHARE_READ, nullptr, OPEN_EXISTING, FILE_ATTRIBUTE_NORMAL, nullptr);
    if (h == INVALID_HANDLE_VALUE || !::FlushFileBuffers(h)) ec = std::error_code(static_cast<int>(::GetLastError()), std::system_category());
    else ec.clear();
    if (h != INVALID_HANDLE_VALUE) ::CloseHandle(h);
}

// A reader holding the target (an editor, the indexer, an antivirus scan) makes MoveFileExW fail
// with a sharing error: POSIX-style replacement (Windows 10 1607 and later) replaces it anyway, for
// readers that share delete; otherwise the move is tried again for about a second.
void replace(const std::filesystem::path& from, const std::filesystem::path& to, std::error_code& ec) {
    for (int attempt = 0;; ++attempt) {
        if (::MoveFileExW(from.c_str(), to.c_str(), MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH)) {
            ec.clear();
            return;
        }
        const DWORD error = ::GetLastError();
        if ((error != ERROR_ACCESS_DENIED && error != ERROR_SHARING_VIOLATION) || attempt >= 20) {
            ec = std::error_code(static_cast<int>(error), std::system_category());
            return;
        }
        if (attempt == 0 && replace_posix_style(from, to)) {
            ec.clear();
            return;
        }
        ::Sleep(50);
    }
}

void write_stderr(std::string_view text) { write_all(::GetStdHandle(STD_ERROR_HANDLE), text); }

} // namespace rusteal::common::file_io

#endif // _WIN32
