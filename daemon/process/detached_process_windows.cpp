// process/detached_process.hpp on Windows.
#ifdef _WIN32
#include "process/detached_process.hpp"

#include "common/windows_system.hpp"
#include "process/child_process.hpp"

#include <vector>

namespace rusteal::process {

bool start_detached(const std::filesystem::path& program, std::string& error) {
    using common::windows::system_message;
    const auto found = find_program(program.string());
    if (!found) {
        error = "cannot run " + program.string() + ": no such program" +
                (program.has_parent_path() ? std::string() : std::string(" in PATH"));
        return false;
    }
    std::wstring line = L"\"" + found->wstring() + L"\"";
    const std::wstring folder = found->parent_path().wstring();
    // Its standard handles are NUL, the only handle it inherits: none of the starter's (a pipe a
    // script reads the client's output from would otherwise stay open as long as the daemon runs).
    SECURITY_ATTRIBUTES inherit{sizeof(SECURITY_ATTRIBUTES), nullptr, TRUE};
    HANDLE null = ::CreateFileW(L"NUL", GENERIC_READ | GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE, &inherit,
                                OPEN_EXISTING, 0, nullptr);
    if (null == INVALID_HANDLE_VALUE) {
        error = "cannot open NUL: " + system_message(::GetLastError());
        return false;
    }
    SIZE_T attr_size = 0;
    ::InitializeProcThreadAttributeList(nullptr, 1, 0, &attr_size);
    std::vector<unsigned char> attr_storage(attr_size);
    auto* attrs = reinterpret_cast<LPPROC_THREAD_ATTRIBUTE_LIST>(attr_storage.data());
    if (!::InitializeProcThreadAttributeList(attrs, 1, 0, &attr_size) ||
        !::UpdateProcThreadAttribute(attrs, 0, PROC_THREAD_ATTRIBUTE_HANDLE_LIST, &null, sizeof null, nullptr, nullptr)) {
        error = "cannot limit the handles rusteald inherits: " + system_message(::GetLastError());
        ::CloseHandle(null);
        return false;
    }
    STARTUPINFOEXW startup{};
    startup.StartupInfo.cb = sizeof startup;
    startup.StartupInfo.dwFlags = STARTF_USESTDHANDLES;
    startup.StartupInfo.hStdInput = null;
    startup.StartupInfo.hStdOutput = null;
    startup.StartupInfo.hStdError = null;
    startup.lpAttributeList = attrs;
    PROCESS_INFORMATION process{};
    // Out of the starter's job (a terminal or IDE that ends its job's processes when it closes)
    // where the job allows breaking away; inside it otherwise.
    DWORD flags = DETACHED_PROCESS | CREATE_NEW_PROCESS_GROUP | CREATE_UNICODE_ENVIRONMENT | EXTENDED_STARTUPINFO_PRESENT |
                  CREATE_BREAKAWAY_FROM_JOB;
    BOOL started = ::CreateProcessW(found->c_str(), line.data(), nullptr, nullptr, TRUE, flags, nullptr, folder.c_str(),
                                    &startup.StartupInfo, &process);
    if (!started && ::GetLastError() == ERROR_ACCESS_DENIED) {
        flags &= ~static_cast<DWORD>(CREATE_BREAKAWAY_FROM_JOB);
        started = ::CreateProcessW(found->c_str(), line.data(), nullptr, nullptr, TRUE, flags, nullptr, folder.c_str(),
                                   &startup.StartupInfo, &process);
    }
    const DWORD create_error = ::GetLastError();
    ::DeleteProcThreadAttributeList(attrs);
    ::CloseHandle(null);
    if (!started) {
        error = "cannot run " + found->string() + ": " + system_message(create_error);
        return false;
    }
    ::CloseHandle(process.hThread);
    ::CloseHandle(process.hProcess);
    return true;
}

} // namespace rusteal::process

#endif // _WIN32
