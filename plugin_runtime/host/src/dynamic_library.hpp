#pragma once
// A loaded shared library: dlopen/dlsym/dlclose (dynamic_library_posix.cpp), or
// LoadLibraryExW/GetProcAddress/FreeLibrary on Windows (dynamic_library_windows.cpp). The error
// of a failed open names the file and the system's reason.
#include <filesystem>
#include <string>
#include <string_view>

namespace rusteal::host {

class DynamicLibrary {
public:
    // Null handle and `error` set when the file cannot be loaded.
    static DynamicLibrary* open(const std::filesystem::path& file, std::string& error);
    ~DynamicLibrary();
    DynamicLibrary(const DynamicLibrary&) = delete;
    DynamicLibrary& operator=(const DynamicLibrary&) = delete;

    // Null when the library has no such export.
    void* symbol(const char* name) const;

private:
    explicit DynamicLibrary(void* handle) : handle_(handle) {}
    void* handle_;
};

} // namespace rusteal::host
