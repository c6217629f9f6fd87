// common/runtime_paths.hpp on Windows: %LOCALAPPDATA%\rusteal, the per-user named pipe, a folder
// owned by the user whose access list admits the user only.
#include "common/runtime_paths.hpp"
#include "utf8_paths/utf8_path.hpp"

#if defined(_WIN32)

#include <cstdlib>
#include <memory>
#include <stdexcept>
#include <vector>

#include "common/windows_system.hpp"

#include <aclapi.h>

namespace rusteal::common {

namespace {

namespace fs = std::filesystem;

using windows::sid_text;
using windows::system_message;
using windows::utf8;
using windows::current_user_sid;

// %LOCALAPPDATA%\rusteal when it is an absolute path, else the temporary folder's rusteal.
fs::path base() {
    const wchar_t* local = ::_wgetenv(L"LOCALAPPDATA");
    if (local && *local && fs::path(local).is_absolute()) return fs::path(local) / "rusteal";
    wchar_t temp[MAX_PATH + 1];
    const DWORD n = ::GetTempPathW(MAX_PATH + 1, temp);
    return fs::path(std::wstring(temp, n)) / "rusteal";
}

std::string user_name() {
    wchar_t name[256];
    DWORD length = 256;
    return ::GetUserNameW(name, &length) && length > 1 ? utf8(std::wstring_view(name, length - 1)) : std::string("user");
}

} // namespace

RuntimePaths runtime_paths() {
    const fs::path dir = base() / "run";
    return {dir, utf8_path("\\\\.\\pipe\\rusteal-" + user_name()), dir / "rusteald.lock", dir / "rusteald.token", dir / "rusteald.tcp"};
}

std::filesystem::path default_log_file() { return base() / "state" / "rusteald.log"; }

std::filesystem::path machine_config_file() {
    const wchar_t* roaming = ::_wgetenv(L"APPDATA");
    if (roaming && *roaming && fs::path(roaming).is_absolute()) return fs::path(roaming) / "rusteal" / "config.toml";
    return base() / "config.toml";
}

void ensure_private_dir(const std::filesystem::path& dir) {
    std::error_code ec;
    if (dir.has_parent_path()) fs::create_directories(dir.parent_path(), ec);
    if (!::CreateDirectoryW(dir.c_str(), nullptr) && ::GetLastError() != ERROR_ALREADY_EXISTS)
        throw std::runtime_error("cannot create " + dir.string() + ": " + system_message(::GetLastError()));
    const DWORD attributes = ::GetFileAttributesW(dir.c_str());
    if (attributes == INVALID_FILE_ATTRIBUTES)
        throw std::runtime_error("cannot inspect " + dir.string() + ": " + system_message(::GetLastError()));
    if (!(attributes & FILE_ATTRIBUTE_DIRECTORY))
        throw std::runtime_error(dir.string() + " exists but is not a directory; remove it and retry");
    if (attributes & FILE_ATTRIBUTE_REPARSE_POINT)
        throw std::runtime_error(dir.string() + " is a junction or a link, not a folder of its own; remove it and retry");

    std::vector<unsigned char> me = current_user_sid();
    if (me.empty()) throw std::runtime_error("cannot tell which account this is (the process token has no user)");
    PSID owner = nullptr;
    PSECURITY_DESCRIPTOR descriptor = nullptr;
    const DWORD got = ::GetNamedSecurityInfoW(dir.c_str(), SE_FILE_OBJECT, OWNER_SECURITY_INFORMATION, &owner, nullptr, nullptr,
                                              nullptr, &descriptor);
    if (got != ERROR_SUCCESS) throw std::runtime_error("cannot read the owner of " + dir.string() + ": " + system_message(got));
    const bool mine = owner && ::EqualSid(owner, me.data());
    const std::string owner_text = owner ? sid_text(owner) : "nobody";
    ::LocalFree(descriptor);
    if (!mine)
        throw std::runtime_error(dir.string() + " belongs to " + owner_text + ", not to this user (" + sid_text(me.data()) +
                                 "); another user may be squatting it: remove it or set LOCALAPPDATA");

    // This user only, and nothing inherited from the parent folder.
    EXPLICIT_ACCESSW access{};
    access.grfAccessPermissions = GENERIC_ALL;
    access.grfAccessMode = SET_ACCESS;
    access.grfInheritance = SUB_CONTAINERS_AND_OBJECTS_INHERIT;
    access.Trustee.TrusteeForm = TRUSTEE_IS_SID;
    access.Trustee.TrusteeType = TRUSTEE_IS_USER;
    access.Trustee.ptstrName = reinterpret_cast<LPWSTR>(me.data());
    PACL acl = nullptr;
    const DWORD made = ::SetEntriesInAclW(1, &access, nullptr, &acl);
    if (made != ERROR_SUCCESS) throw std::runtime_error("cannot make " + dir.string() + " private: " + system_message(made));
    std::wstring path = dir.wstring();
    const DWORD set = ::SetNamedSecurityInfoW(path.data(), SE_FILE_OBJECT,
                                              DACL_SECURITY_INFORMATION | PROTECTED_DACL_SECURITY_INFORMATION, nullptr, nullptr,
                                              acl, nullptr);
    ::LocalFree(acl);
    if (set != ERROR_SUCCESS)
        throw std::runtime_error("cannot make " + dir.string() + " private (its access list): " + system_message(set));
}

std::string private_dir_problem(const std::filesystem::path&) { return {}; }

} // namespace rusteal::common

#endif // _WIN32
