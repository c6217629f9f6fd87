#pragma once
// ProjectWatch: watches a project's Rust workspaces (the game's Rust/ and each Rusteal plugin's,
// or one plugin's), its rusteal.toml files and its exported reflection JSON, through the
// platform's folder watcher (watch/folder_watcher.hpp). Events restart a settle window (default
// 100 ms); when it closes, `on_change` runs once for the burst, saying whether a rusteal.toml or
// the reflection changed (bindings first) or only Rust sources. New folders are watched as they
// appear; lost events (an overflow) count as a change of everything, so no change is lost.
// target/, bindings/ and dot-folders are not watched (a build writes there).
// When the project folder itself goes (deleted, moved away), the watch says so through
// `on_state` and waits; when the folder is back with a Rust workspace, it walks it again, says
// so, and counts it as a change (everything is rebuilt).
#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/steady_timer.hpp>

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace rusteal::watch {
class FolderWatcher;
struct FolderEvent;
} // namespace rusteal::watch

namespace rusteal::core {

struct WatchRequest {
    std::string project;                    // canonical root
    std::string plugin;                     // only this plugin's library; empty: every library
    std::vector<std::string> cargo_configs; // passed to each build
    std::chrono::milliseconds settle{100};
    bool optimizations = true;              // write the platform optimizations when it starts (off: remove them)
};

struct WatchInfo {
    WatchRequest request;
    std::vector<std::string> folders;       // the workspaces watched
    std::uint64_t changes = 0;              // settled bursts that started a build
    std::uint64_t rescans = 0;              // queue overflows, after which the folders were walked again
    std::string waiting;                    // empty while watching; else why the watch waits (the folder is gone)
    std::string last_change;                // "src/lib.rs changed", ...
    std::string last_build;                 // the last build's summary
    bool last_ok = true;
};

class ProjectWatch {
public:
    using OnChange = std::function<void(bool bindings_first, const std::string& what)>;
    using OnState = std::function<void(const WatchInfo&)>; // the watch started or stopped waiting
    // Throws ProjectError when the project has no Rust workspace to watch, or the system cannot
    // watch folders.
    ProjectWatch(boost::asio::any_io_executor executor, WatchRequest request, OnChange on_change, OnState on_state = {});
    ~ProjectWatch();
    ProjectWatch(const ProjectWatch&) = delete;
    ProjectWatch& operator=(const ProjectWatch&) = delete;

    WatchInfo& info() { return info_; }

private:
    std::vector<std::filesystem::path> find_workspaces() const;
    void watch_folders();     // the workspaces' trees, the folders of rusteal.toml files and the reflection
    void watch_reflection();  // Intermediate/Rusteal/uht, once it exists
    void take(const std::vector<watch::FolderEvent>& events);
    bool in_workspace(const std::filesystem::path& path) const;
    void project_gone();      // drops every watch and waits for the folder
    void wait_for_return();   // checks again in a while; resumes when the folder is back
    void note(const std::filesystem::path& path);
    void note_everything(std::string why); // a change of anything: every library is rebuilt
    void restart_settle();
    void settled();

    WatchInfo info_;
    OnChange on_change_;
    OnState on_state_;
    std::unique_ptr<watch::FolderWatcher> watcher_;
    boost::asio::steady_timer settle_;
    boost::asio::steady_timer poll_;                 // while the project folder is gone
    std::vector<std::string> pending_;               // names changed in this burst
    bool pending_bindings_ = false;
    std::string pending_everything_;                 // why anything may have changed (events lost, the folder back)
    bool dirty_ = false;
    std::shared_ptr<bool> alive_ = std::make_shared<bool>(true);
};

} // namespace rusteal::core
