// The Windows side of dynamic_library.hpp: LoadLibraryExW with the library's own folder searched
// for its dependencies, GetProcAddress, FreeLibrary. Paths cross as UTF-16 (std::filesystem's
// native form there); errors are the system's message in UTF-8, with its code. Compiles to
// nothing elsewhere (dynamic_library_posix.cpp is the other side).
#if defined(_WIN32)
#include "dynamic_library.hpp"

#include <cstdint>

// Inside Unreal, <windows.h> comes through the engine's wrapper (its macros hidden again after);
// standalone, the lean header.
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

namespace rusteal::host {

namespace {

std::string utf8(const wchar_t* text, int length) {
    if (length <= 0) return {};
    const int bytes = ::WideCharToMultiByte(CP_UTF8, 0, text, length, nullptr, 0, nullptr, nullptr);
    std::string out(static_cast<std::size_t>(bytes > 0 ? bytes : 0), '\0');
    if (bytes > 0) ::WideCharToMultiByte(CP_UTF8, 0, text, length, out.data(), bytes, nullptr, nullptr);
    return out;
}

// "error 126: The specified module could not be found."
std::string system_message(DWORD code) {
    wchar_t* text = nullptr;
    const DWORD length = ::FormatMessageW(FORMAT_MESSAGE_ALLOCATE_BUFFER | FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS,
                                          nullptr, code, 0, reinterpret_cast<wchar_t*>(&text), 0, nullptr);
    std::string message = utf8(text, static_cast<int>(length));
    if (text) ::LocalFree(text);
    while (!message.empty() && (message.back() == '\n' || message.back() == '\r' || message.back() == ' ')) message.pop_back();
    return "error " + std::to_string(code) + (message.empty() ? std::string() : ": " + message);
}

} // namespace

DynamicLibrary* DynamicLibrary::open(const std::filesystem::path& file, std::string& error) {
    // LOAD_WITH_ALTERED_SEARCH_PATH: the DLLs the library needs are looked for beside it first.
    HMODULE module = ::LoadLibraryExW(file.c_str(), nullptr, LOAD_WITH_ALTERED_SEARCH_PATH);
    if (!module) {
        const DWORD code = ::GetLastError();
        error = utf8(file.c_str(), static_cast<int>(file.native().size())) + ": " + system_message(code);
        return nullptr;
    }
    return new DynamicLibrary(module);
}

DynamicLibrary::~DynamicLibrary() { ::FreeLibrary(static_cast<HMODULE>(handle_)); }

void* DynamicLibrary::symbol(const char* name) const {
    const FARPROC proc = ::GetProcAddress(static_cast<HMODULE>(handle_), name);
    return reinterpret_cast<void*>(reinterpret_cast<std::uintptr_t>(proc));
}

} // namespace rusteal::host

#endif // _WIN32
