#pragma once
// ProjectRegistry: the projects the daemon has been asked about, keyed by canonical root.
// For now a project is an existing directory; the build pipeline adds the .uproject and
// rusteal.toml checks when it lands.
#include <chrono>
#include <filesystem>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

namespace rusteal::core {

class ProjectError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// A request that needs the engine (steps 1-3 of a build) while none is configured.
class EngineNotConfiguredError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct ProjectInfo {
    std::filesystem::path root; // canonical; its text (root.string()) is UTF-8
    std::chrono::system_clock::time_point first_seen;
};

class ProjectRegistry {
public:
    // Canonical root of `path` (UTF-8, absolute); throws ProjectError naming the path and the problem.
    static std::filesystem::path canonical_root(const std::string& path);

    // canonical_root() and remember it.
    const ProjectInfo& resolve(const std::string& path);
    std::vector<ProjectInfo> list() const;

private:
    std::map<std::filesystem::path, ProjectInfo> projects_;
};

} // namespace rusteal::core
