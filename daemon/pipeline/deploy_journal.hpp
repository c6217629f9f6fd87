#pragma once
// DeployJournal: which deploys are under way, kept in a file so that a daemon that died in the
// middle of one (kill -9, a crash, a power cut) lets the next daemon remove the half-copied
// `<library>.partial` when it starts, before any build of that project is asked for.
//
// Contract:
//  - begin(deployed) records the library's path before its `.partial` is made; end(deployed)
//    forgets it once the deploy is over (done or failed: pipeline::deploy leaves no `.partial`
//    behind when it fails). Each writes the whole file and renames it into place (a few hundred
//    bytes, not flushed to the disk: it must outlive the daemon, not the machine);
//  - recover() reads what a previous daemon left, removes each listed library's `.partial` that
//    is still there (a regular file, never a symlink's target) and returns a line per removal
//    (or per one it could not remove), then empties the file;
//  - a journal that cannot be written is not an error of the deploy: the next build removes a
//    stale `.partial` anyway (build_memory's remove_stale_partials); `last_error()` says why.
// One instance per daemon, used on its loop's thread only.
#include <filesystem>
#include <set>
#include <string>
#include <vector>

namespace rusteal::pipeline {

class DeployJournal {
public:
    explicit DeployJournal(std::filesystem::path file) : file_(std::move(file)) {}

    std::vector<std::string> recover();
    void begin(const std::filesystem::path& deployed);
    void end(const std::filesystem::path& deployed);
    const std::string& last_error() const { return last_error_; }
    const std::filesystem::path& file() const { return file_; }

private:
    void save();
    std::filesystem::path file_;
    std::set<std::string> under_way_; // UTF-8 paths of the deployed libraries
    std::string last_error_;
};

} // namespace rusteal::pipeline
