#pragma once
// What the daemon's Windows code shares (Windows only): text between UTF-8 (inside) and UTF-16
// (at the API), the system's message for an error code, and the account this process runs as.
// Nothing here throws; a failure gives an empty result.
#if defined(_WIN32)

#ifndef NOMINMAX
#define NOMINMAX
#endif
#include <winsock2.h> // before windows.h, as Asio needs: windows.h alone brings the old winsock.h
#include <windows.h>

#include <string>
#include <string_view>
#include <vector>

namespace rusteal::common::windows {

std::string utf8(std::wstring_view wide);
std::wstring utf16(std::string_view utf8);

// FormatMessage's text for `code`, without the trailing period and line break ("error N" when
// the system has none).
std::string system_message(DWORD code);

// The SID of this process's user (its token's), copied; empty when the token cannot be read.
std::vector<unsigned char> current_user_sid();
// The user SID of `token`; empty when it cannot be read.
std::vector<unsigned char> token_user_sid(HANDLE token);
// "S-1-5-21-...", or "an unknown account".
std::string sid_text(PSID sid);

} // namespace rusteal::common::windows

#endif // _WIN32
