// The Windows side of dynamic_library.hpp: LoadLibraryExW with the library's own folder searched
// for its dependencies, GetProcAddress, FreeLibrary. Paths cross as UTF-16 (std::filesystem's
// native form there); errors are the system's message in UTF-8, with its code. Compiles to
// nothing elsewhere (dynamic_library_posix.cpp is the other side).
#if defined(_WIN32)
#include "dynamic_library.hpp"
#include "library_image.hpp"
#include "windows_api.hpp"

#include <cstdint>

namespace rusteal::host {

namespace {

// "error 126: The specified module could not be found."
std::string system_message(DWORD code) {
    wchar_t* text = nullptr;
    const DWORD length = ::FormatMessageW(FORMAT_MESSAGE_ALLOCATE_BUFFER | FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS,
                                          nullptr, code, 0, reinterpret_cast<wchar_t*>(&text), 0, nullptr);
    std::string message = windows::utf8(std::wstring_view(text ? text : L"", length));
    if (text) ::LocalFree(text);
    while (!message.empty() && (message.back() == '\n' || message.back() == '\r' || message.back() == ' ')) message.pop_back();
    return "error " + std::to_string(code) + (message.empty() ? std::string() : ": " + message);
}

} // namespace

DynamicLibrary* DynamicLibrary::open(const std::filesystem::path& file, std::string& error) {
    // The loader maps the file: a truncated one would fault on a page past its end.
    if (!check_library_image(file, error)) {
        error = windows::utf8(file.native()) + ": " + error;
        return nullptr;
    }
    // LOAD_WITH_ALTERED_SEARCH_PATH: the DLLs the library needs are looked for beside it first.
    HMODULE module = ::LoadLibraryExW(file.c_str(), nullptr, LOAD_WITH_ALTERED_SEARCH_PATH);
    if (!module) {
        const DWORD code = ::GetLastError();
        error = windows::utf8(file.native()) + ": " + system_message(code);
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
