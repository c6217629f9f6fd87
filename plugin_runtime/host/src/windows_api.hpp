#pragma once
// What the host's Windows sources share (dynamic_library_windows.cpp, link_transport_windows.cpp):
// <windows.h>, through the engine's wrapper inside Unreal (its macros hidden again after) or lean
// standalone, and the conversions between UTF-8 (inside) and UTF-16 (at the API). Windows only.
#if defined(_WIN32)

#include <string>
#include <string_view>

#if __has_include("Windows/WindowsHWrapper.h")
#include "Windows/WindowsHWrapper.h"
#else
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#ifndef NOMINMAX
#define NOMINMAX
#endif
#include <windows.h>
#endif

namespace rusteal::host::windows {

inline std::string utf8(std::wstring_view text) {
    if (text.empty()) return {};
    const int length = static_cast<int>(text.size());
    const int bytes = ::WideCharToMultiByte(CP_UTF8, 0, text.data(), length, nullptr, 0, nullptr, nullptr);
    std::string out(static_cast<std::size_t>(bytes > 0 ? bytes : 0), '\0');
    if (bytes > 0) ::WideCharToMultiByte(CP_UTF8, 0, text.data(), length, out.data(), bytes, nullptr, nullptr);
    return out;
}

inline std::wstring utf16(std::string_view text) {
    if (text.empty()) return {};
    const int length = static_cast<int>(text.size());
    const int chars = ::MultiByteToWideChar(CP_UTF8, 0, text.data(), length, nullptr, 0);
    std::wstring out(static_cast<std::size_t>(chars > 0 ? chars : 0), L'\0');
    if (chars > 0) ::MultiByteToWideChar(CP_UTF8, 0, text.data(), length, out.data(), chars);
    return out;
}

// "S-1-5-18": a SID's text, made with <windows.h> alone (sddl.h is not in the engine's wrapper).
inline std::string sid_text(PSID sid) {
    if (!sid || !::IsValidSid(sid)) return "an unknown account";
    const SID_IDENTIFIER_AUTHORITY* authority = ::GetSidIdentifierAuthority(sid);
    unsigned long long value = 0;
    for (BYTE byte : authority->Value) value = (value << 8) | byte;
    std::string text = "S-1-" + std::to_string(value);
    const UCHAR count = *::GetSidSubAuthorityCount(sid);
    for (UCHAR i = 0; i < count; ++i) text += "-" + std::to_string(*::GetSidSubAuthority(sid, i));
    return text;
}

// Whether the kernel object `handle` is owned by this process's user; `owner` names its owner
// ("S-1-5-18", or "an account it does not tell") either way.
inline bool owned_by_this_user(HANDLE handle, std::string& owner) {
    owner = "an account it does not tell";
    DWORD size = 0;
    ::GetKernelObjectSecurity(handle, OWNER_SECURITY_INFORMATION, nullptr, 0, &size);
    std::string descriptor(size, '\0');
    PSID owner_sid = nullptr;
    BOOL defaulted = FALSE;
    if (!size || !::GetKernelObjectSecurity(handle, OWNER_SECURITY_INFORMATION, descriptor.data(), size, &size) ||
        !::GetSecurityDescriptorOwner(descriptor.data(), &owner_sid, &defaulted) || !owner_sid)
        return false;
    owner = sid_text(owner_sid);
    bool mine = false;
    HANDLE token = nullptr;
    if (::OpenProcessToken(::GetCurrentProcess(), TOKEN_QUERY, &token)) {
        DWORD token_size = 0;
        ::GetTokenInformation(token, TokenUser, nullptr, 0, &token_size);
        std::string buffer(token_size, '\0');
        if (token_size && ::GetTokenInformation(token, TokenUser, buffer.data(), token_size, &token_size))
            mine = ::EqualSid(owner_sid, reinterpret_cast<TOKEN_USER*>(buffer.data())->User.Sid) != FALSE;
        ::CloseHandle(token);
    }
    return mine;
}

} // namespace rusteal::host::windows

#endif // _WIN32
