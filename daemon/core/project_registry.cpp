#include "core/project_registry.hpp"

#include "utf8_paths/utf8_path.hpp"

#include <filesystem>
#include <system_error>

namespace rusteal::core {

std::filesystem::path ProjectRegistry::canonical_root(const std::string& path) {
    namespace fs = std::filesystem;
    if (path.empty()) throw ProjectError("the project path is empty");
    if (!utf8_path(path).is_absolute())
        throw ProjectError("project path '" + path + "' is relative; clients send absolute paths");
    std::error_code ec;
    auto canonical = fs::canonical(utf8_path(path), ec);
    if (ec) throw ProjectError("project '" + path + "' does not exist (" + ec.message() + ")");
    if (!fs::is_directory(canonical, ec))
        throw ProjectError("project '" + path + "' is not a directory; pass the folder that holds the .uproject");
    return canonical;
}

const ProjectInfo& ProjectRegistry::resolve(const std::string& path) {
    auto root = canonical_root(path);
    auto it = projects_.find(root);
    if (it == projects_.end()) it = projects_.emplace(root, ProjectInfo{root, std::chrono::system_clock::now()}).first;
    return it->second;
}

std::vector<ProjectInfo> ProjectRegistry::list() const {
    std::vector<ProjectInfo> out;
    for (const auto& [root, info] : projects_) out.push_back(info);
    return out;
}

} // namespace rusteal::core
