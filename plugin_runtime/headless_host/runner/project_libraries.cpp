#include "runner/project_libraries.hpp"

#include <algorithm>
#include <filesystem>

namespace rusteal::headless {

namespace fs = std::filesystem;

bool project_libraries(const std::string& project_dir, std::vector<host::LibrarySpec>& out, std::string& error) {
    std::error_code ec;
    const fs::path root(project_dir);
    std::string project_name;
    for (fs::directory_iterator it(root, ec), end; !ec && it != end; it.increment(ec))
        if (it->path().extension() == ".uproject") project_name = it->path().stem().string();
    if (project_name.empty()) {
        error = project_dir + " is not an Unreal project (no .uproject file in it)";
        return false;
    }
    const fs::path game = root / "Plugins" / "Rusteal" / "Binaries" / "Linux" / "librusteal.so";
    // The generated C++ of each library (rusteal build --all) holds the ids its bindings index.
    out.push_back({project_name, "/Script/Rusteal", game, nullptr, 0,
                   root / "Plugins/Rusteal/Source/Rusteal/Generated/RustealFuncIds.h"});
    std::vector<fs::path> plugins;
    for (fs::directory_iterator it(root / "Plugins", ec), end; !ec && it != end; it.increment(ec)) {
        const std::string p = it->path().filename().string();
        if (p == "Rusteal" || p == "RustealGenerator") continue;
        const fs::path lib = it->path() / "Binaries" / "Linux" / ("librusteal_" + p + ".so");
        if (fs::exists(lib) || fs::exists(it->path() / "Rust")) plugins.push_back(it->path());
    }
    std::sort(plugins.begin(), plugins.end());
    for (const auto& dir : plugins) {
        const std::string p = dir.filename().string();
        out.push_back({p, "/Script/" + p, dir / "Binaries" / "Linux" / ("librusteal_" + p + ".so"), nullptr, 0,
                       dir / "Source" / p / "Generated" / "RustealFuncIds.h"});
    }
    return true;
}

bool parse_library_option(const std::string& text, host::LibrarySpec& out, std::string& error) {
    const auto eq = text.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == text.size()) {
        error = "--library needs NAME=FILE[@PACKAGE], got `" + text + "`";
        return false;
    }
    out.name = text.substr(0, eq);
    std::string file = text.substr(eq + 1);
    const auto at = file.rfind('@');
    if (at != std::string::npos && at + 1 < file.size() && file[at + 1] == '/') {
        out.package = file.substr(at + 1);
        file.resize(at);
    } else {
        out.package = "/Script/" + out.name;
    }
    out.file = file;
    return true;
}

} // namespace rusteal::headless
