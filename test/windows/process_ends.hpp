#pragma once
// Whether a Windows process ends within `within` (it is gone already, or its handle is signalled),
// for the Windows tests that check a tree or a daemon really stopped.
#include <chrono>

#include <windows.h>

namespace rusteal::test {

inline bool process_ends(unsigned long pid, std::chrono::milliseconds within = std::chrono::seconds(5)) {
    HANDLE h = ::OpenProcess(SYNCHRONIZE, FALSE, pid);
    if (!h) return true;
    const bool gone = ::WaitForSingleObject(h, static_cast<DWORD>(within.count())) == WAIT_OBJECT_0;
    ::CloseHandle(h);
    return gone;
}

} // namespace rusteal::test
