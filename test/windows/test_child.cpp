// The child the Windows process tests run (child_process_windows_test.cpp), one behaviour per
// first argument:
//   lines         "one" on stdout, "two" on stderr, "three" CR LF and "four" (unterminated), exit 7
//   where         the working directory, then %RUSTEAL_TEST_VAR%
//   long          2,500,000 'x' and a newline, then "after"
//   sleep MS      sleeps, exit 0
//   tree          starts `test_child sleep 600000` (a grandchild in the same job), prints its
//                 process id, then sleeps
//   ignore-break  ignores CTRL_BREAK and CTRL_C, prints "ready", then sleeps
//   handles       tries the handle values given after it and prints each one it can use
#include <windows.h>

#include <fcntl.h>
#include <io.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace {
BOOL WINAPI ignore(DWORD) { return TRUE; }

void sleep_forever() {
    for (;;) ::Sleep(1000);
}
} // namespace

int wmain(int argc, wchar_t** argv) {
    const std::wstring mode = argc > 1 ? argv[1] : L"";
    // Bytes as written: no LF to CR LF translation of the C runtime's text mode.
    _setmode(_fileno(stdout), _O_BINARY);
    _setmode(_fileno(stderr), _O_BINARY);
    if (mode == L"lines") {
        std::fputs("one\n", stdout);
        std::fflush(stdout);
        std::fputs("two\n", stderr);
        std::fflush(stderr);
        std::fwrite("three\r\nfour", 1, 11, stdout);
        std::fflush(stdout);
        return 7;
    }
    if (mode == L"where") {
        wchar_t dir[MAX_PATH];
        ::GetCurrentDirectoryW(MAX_PATH, dir);
        const wchar_t* var = _wgetenv(L"RUSTEAL_TEST_VAR");
        for (const wchar_t* text : {static_cast<const wchar_t*>(dir), var ? var : L"<unset>"}) {
            char utf8[4 * MAX_PATH];
            ::WideCharToMultiByte(CP_UTF8, 0, text, -1, utf8, sizeof utf8, nullptr, nullptr);
            std::printf("%s\n", utf8);
        }
        return 0;
    }
    if (mode == L"long") {
        std::string line(2500000, 'x');
        std::fwrite(line.data(), 1, line.size(), stdout);
        std::fputs("\nafter\n", stdout);
        return 0;
    }
    if (mode == L"sleep" && argc > 2) {
        ::Sleep(static_cast<DWORD>(std::wcstoul(argv[2], nullptr, 10)));
        return 0;
    }
    if (mode == L"tree") {
        wchar_t self[MAX_PATH];
        ::GetModuleFileNameW(nullptr, self, MAX_PATH);
        std::wstring line = L"\"" + std::wstring(self) + L"\" sleep 600000";
        STARTUPINFOW si{};
        si.cb = sizeof si;
        PROCESS_INFORMATION pi{};
        if (!::CreateProcessW(nullptr, line.data(), nullptr, nullptr, FALSE, 0, nullptr, nullptr, &si, &pi)) return 3;
        std::printf("%lu\n", static_cast<unsigned long>(pi.dwProcessId));
        std::fflush(stdout);
        sleep_forever();
    }
    if (mode == L"ignore-break") {
        ::SetConsoleCtrlHandler(ignore, TRUE);
        std::puts("ready");
        std::fflush(stdout);
        sleep_forever();
    }
    if (mode == L"handles") {
        for (int i = 2; i < argc; ++i) {
            const auto value = static_cast<uintptr_t>(std::wcstoull(argv[i], nullptr, 10));
            DWORD flags = 0;
            if (::GetHandleInformation(reinterpret_cast<HANDLE>(value), &flags)) std::printf("%llu\n", static_cast<unsigned long long>(value));
        }
        return 0;
    }
    std::fputs("test_child: unknown mode\n", stderr);
    return 2;
}
