#pragma once
// BuildMemory: what the daemon remembers of a project's builds (the inputs each step last
// succeeded with, where cargo last wrote each library), kept in the project's
// Intermediate/Rusteal/build-state.json so that a daemon started later skips what is still up to
// date. The file is written atomically after every build; one from another rusteal version, or
// one that cannot be read, is ignored (the next build reruns every step, as on a first build).
#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace rusteal::pipeline {

struct BuildMemory {
    std::map<std::string, std::string> fingerprints;             // "<deployed file>|<step>" -> fingerprint
    std::map<std::string, std::filesystem::path> built;          // "<deployed file>|<profile>" -> what cargo last built
    std::vector<std::string> notes;  // not saved: what the next build says first (a stale file removed, a file ignored)
};

// The key of `built` for a library deployed at `deployed`, built for release or dev.
inline std::string built_key(const std::filesystem::path& deployed, bool release) {
    return deployed.string() + (release ? "|release" : "|dev");
}

// <root>/Intermediate/Rusteal/build-state.json
std::filesystem::path build_memory_file(const std::filesystem::path& root);

// The memory an earlier daemon saved for the project at `root`; empty when there is none. When a
// file is there but cannot be used, `warning` says which file and why (and that every step reruns).
BuildMemory load_build_memory(const std::filesystem::path& root, std::string& warning);

// Writes `memory` to build_memory_file(root) atomically; false with `error` naming the file.
bool save_build_memory(const std::filesystem::path& root, const BuildMemory& memory, std::string& error);

// Removes the `<deployed>.partial` files an interrupted deploy left (the daemon was killed between
// the copy and the rename); one line per file removed, naming it. Call it only when no deploy of
// these files can be running: before the daemon's first build of the project.
std::vector<std::string> remove_stale_partials(const std::vector<std::filesystem::path>& deployed);

} // namespace rusteal::pipeline
