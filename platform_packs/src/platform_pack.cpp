#include "platform_packs/platform_pack.hpp"

#include <array>
#include <cctype>

namespace rusteal::platforms {

namespace {

constexpr std::array<PlatformPack, 3> kDesktop{{
    {"Linux", "Linux", "linux", "Engine/Build/BatchFiles/Linux/Build.sh", "Engine/Build/BatchFiles/RunUAT.sh", "lib", "so"},
    {"Win64", "Windows", "windows", "Engine/Build/BatchFiles/Build.bat", "Engine/Build/BatchFiles/RunUAT.bat", "", "dll"},
    {"Mac", "Mac", "mac", "Engine/Build/BatchFiles/Mac/Build.sh", "Engine/Build/BatchFiles/RunUAT.sh", "lib", "dylib"},
}};

bool same_ignoring_case(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i]))) return false;
    return true;
}

} // namespace

std::string PlatformPack::library_file(std::string_view stem) const {
    std::string out(library_prefix);
    out += stem;
    out += '.';
    out += library_extension;
    return out;
}

std::span<const PlatformPack> desktop_platforms() { return kDesktop; }

const PlatformPack& host_platform() {
#if defined(_WIN32)
    return kDesktop[1];
#elif defined(__APPLE__)
    return kDesktop[2];
#else
    return kDesktop[0];
#endif
}

const PlatformPack* find_platform(std::string_view name) {
    for (const auto& p : kDesktop)
        if (same_ignoring_case(p.name, name)) return &p;
    return nullptr;
}

} // namespace rusteal::platforms
