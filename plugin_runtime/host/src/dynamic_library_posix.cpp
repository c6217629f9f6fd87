// The POSIX side of dynamic_library.hpp (Linux, macOS): dlopen, dlsym, dlclose. The Windows side
// is dynamic_library_windows.cpp; each compiles to nothing on the other platform, so a build that
// takes every source of the folder (UBT does) gets the right one.
#if !defined(_WIN32)
#include "dynamic_library.hpp"
#include "library_image.hpp"

#include <dlfcn.h>

namespace rusteal::host {

namespace {
#if defined(__SANITIZE_ADDRESS__)
// Under AddressSanitizer an unloaded library's statics (a Rust library's caches, say) would be
// reported as leaks at exit, since nothing maps them any more: sanitizer builds keep libraries
// mapped. Every other build unloads them.
constexpr int kKeepMapped = RTLD_NODELETE;
#else
constexpr int kKeepMapped = 0;
#endif
} // namespace

DynamicLibrary* DynamicLibrary::open(const std::filesystem::path& file, std::string& error) {
    // dlopen maps the file: a truncated one would fault (SIGBUS) on a page past its end.
    if (!check_library_image(file, error)) {
        error = file.string() + ": " + error;
        return nullptr;
    }
    // RTLD_NOW: an unresolved symbol fails here, not in the middle of a frame.
    void* h = ::dlopen(file.c_str(), RTLD_NOW | RTLD_LOCAL | kKeepMapped);
    if (!h) {
        const char* why = ::dlerror();
        error = why ? why : "unknown dlopen error";
        return nullptr;
    }
    return new DynamicLibrary(h);
}

DynamicLibrary::~DynamicLibrary() { ::dlclose(handle_); }

void* DynamicLibrary::symbol(const char* name) const {
    ::dlerror();
    return ::dlsym(handle_, name);
}

} // namespace rusteal::host

#endif // !_WIN32
