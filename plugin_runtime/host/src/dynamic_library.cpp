#include "dynamic_library.hpp"

#include <dlfcn.h>

namespace rusteal::host {

DynamicLibrary* DynamicLibrary::open(const std::filesystem::path& file, std::string& error) {
    // RTLD_NOW: an unresolved symbol fails here, not in the middle of a frame.
    void* h = ::dlopen(file.c_str(), RTLD_NOW | RTLD_LOCAL);
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
