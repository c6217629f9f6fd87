#pragma once
// Whether the Windows tests run under Wine, for what only Windows itself shows (access lists on
// files, owners Wine does not change).
#include <windows.h>

namespace rusteal::test {

inline bool under_wine() { return ::GetProcAddress(::GetModuleHandleW(L"ntdll.dll"), "wine_get_version") != nullptr; }

} // namespace rusteal::test
