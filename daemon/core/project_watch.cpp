#include "core/project_watch.hpp"

#include "core/project_registry.hpp"
#include "watch/folder_watcher.hpp"
#include "utf8_paths/utf8_path.hpp"

#include <algorithm>
#include <stdexcept>

namespace rusteal::core {

namespace fs = std::filesystem;

namespace {

// How often a watch whose project folder is gone looks for it.
constexpr std::chrono::milliseconds kReturnPoll{500};

bool skipped_folder(const std::string& name) {
    return name == "target" || name == "bindings" || (!name.empty() && name.front() == '.');
}

bool relevant(const fs::path& p) {
    const std::string ext = p.extension().string();
    return ext == ".rs" || ext == ".toml" || p.filename() == "Cargo.lock" || ext == ".json";
}

// `path` is `dir` or inside it, compared name by name.
bool is_under(const fs::path& path, const fs::path& dir) {
    auto [d, p] = std::mismatch(dir.begin(), dir.end(), path.begin(), path.end());
    return d == dir.end();
}

fs::path reflection_folder(const fs::path& root) { return root / "Intermediate" / "Rusteal" / "uht"; }

} // namespace

ProjectWatch::ProjectWatch(boost::asio::any_io_executor executor, WatchRequest request, OnChange on_change, OnState on_state)
    : on_change_(std::move(on_change)), on_state_(std::move(on_state)), settle_(executor), poll_(executor) {
    info_.request = std::move(request);
    const fs::path root = utf8_path(info_.request.project);
    const auto workspaces = find_workspaces();
    if (workspaces.empty()) throw ProjectError("no Rust workspace to watch in " + root.string() + ".");
    try {
        watcher_ = std::make_unique<watch::FolderWatcher>(executor, [this](const std::vector<watch::FolderEvent>& events) { take(events); });
    } catch (const std::runtime_error& e) {
        throw ProjectError(e.what());
    }
    for (const auto& w : workspaces) info_.folders.push_back(w.string());
    watch_folders();
}

std::vector<fs::path> ProjectWatch::find_workspaces() const {
    const fs::path root = utf8_path(info_.request.project);
    std::vector<fs::path> workspaces;
    if (info_.request.plugin.empty() && fs::is_directory(root / "Rust")) workspaces.push_back(root / "Rust");
    std::error_code ec;
    for (fs::directory_iterator it(root / "Plugins", ec), end; !ec && it != end; it.increment(ec)) {
        const std::string p = it->path().filename().string();
        if (!info_.request.plugin.empty() && p != info_.request.plugin) continue;
        if (fs::is_directory(it->path() / "Rust")) workspaces.push_back(it->path() / "Rust");
    }
    return workspaces;
}

ProjectWatch::~ProjectWatch() {
    *alive_ = false;
    settle_.cancel();
    poll_.cancel();
    watcher_.reset(); // drops every watch
}

void ProjectWatch::watch_folders() {
    const fs::path root = utf8_path(info_.request.project);
    for (const auto& w : info_.folders) watcher_->watch_tree(utf8_path(w), skipped_folder);
    // rusteal.toml files and the exported reflection: the folders that hold them.
    watcher_->watch_folder(root);
    for (const auto& w : info_.folders) watcher_->watch_folder(utf8_path(w).parent_path());
    watch_reflection();
}

void ProjectWatch::watch_reflection() {
    const fs::path uht = reflection_folder(utf8_path(info_.request.project));
    std::error_code ec;
    if (info_.waiting.empty() && fs::is_directory(uht, ec)) watcher_->watch_folder(uht); // once: watching again does nothing
}

bool ProjectWatch::in_workspace(const fs::path& path) const {
    for (const auto& w : info_.folders)
        if (is_under(path, utf8_path(w))) return true;
    return false;
}

void ProjectWatch::take(const std::vector<watch::FolderEvent>& events) {
    using Kind = watch::FolderEvent::Kind;
    const fs::path root = utf8_path(info_.request.project);
    bool root_went = false;
    for (const auto& e : events) {
        switch (e.kind) {
        case Kind::overflow:
            // Events were dropped, folder creations among them: the trees were walked again; the
            // roots are watched again in case one was made meanwhile.
            ++info_.rescans;
            watch_folders();
            note_everything("events were lost: the watched folders were rescanned and everything is rebuilt");
            break;
        case Kind::gone:
            // The project folder deleted or moved away (not a folder inside it). A workspace
            // deleted is watched again when it is made again (its parent reports it).
            if (e.path == root) root_went = true;
            break;
        case Kind::folder_added:
            note(e.path); // what it held when it appeared may not have been reported
            break;
        case Kind::changed: {
            std::error_code ec;
            const bool workspace_root = std::find(info_.folders.begin(), info_.folders.end(), e.path.string()) != info_.folders.end();
            if (workspace_root && fs::is_directory(e.path, ec)) {
                // A workspace made again: watch it and what it holds.
                watcher_->watch_tree(e.path, skipped_folder);
                note(e.path);
            } else if (relevant(e.path)) {
                note(e.path);
            }
            break;
        }
        }
    }
    // (The folder at that path, if any, is another one now: it is walked anew when polled.)
    if (root_went) project_gone();
}

void ProjectWatch::project_gone() {
    watcher_->clear();
    settle_.cancel();
    pending_.clear();
    pending_bindings_ = false;
    pending_everything_.clear();
    dirty_ = false;
    info_.waiting = "the project folder " + info_.request.project + " was deleted or moved away: the watch resumes when it is back";
    if (on_state_) on_state_(info_);
    wait_for_return();
}

void ProjectWatch::wait_for_return() {
    poll_.expires_after(kReturnPoll);
    std::weak_ptr<bool> alive = alive_;
    poll_.async_wait([this, alive](const boost::system::error_code& ec) {
        if (!alive.lock() || ec) return;
        auto workspaces = find_workspaces();
        if (workspaces.empty()) {
            wait_for_return();
            return;
        }
        info_.folders.clear();
        for (const auto& w : workspaces) info_.folders.push_back(w.string());
        info_.waiting.clear();
        watch_folders();
        if (on_state_) on_state_(info_);
        note_everything("the project folder is back: it was walked again and everything is rebuilt");
    });
}

void ProjectWatch::note(const fs::path& path) {
    // The folders watched for rusteal.toml also hold other files: only these names count there.
    const fs::path root = utf8_path(info_.request.project);
    const std::string name = path.filename().string();
    const bool reflection = path.parent_path() == reflection_folder(root) && path.extension() == ".json";
    if (!in_workspace(path) && name != "rusteal.toml" && !reflection) return;
    if (name == "rusteal.toml" || reflection) pending_bindings_ = true;
    std::error_code ec;
    pending_.push_back(fs::relative(path, root, ec).generic_string());
    dirty_ = true;
    restart_settle();
}

void ProjectWatch::note_everything(std::string why) {
    pending_bindings_ = true; // anything may have changed
    pending_everything_ = std::move(why);
    dirty_ = true;
    restart_settle();
}

void ProjectWatch::restart_settle() {
    settle_.expires_after(info_.request.settle);
    std::weak_ptr<bool> alive = alive_;
    settle_.async_wait([this, alive](const boost::system::error_code& ec) {
        if (!alive.lock() || ec) return;
        settled();
    });
}

void ProjectWatch::settled() {
    watch_reflection(); // the first build makes it
    if (!dirty_) return;
    std::string what;
    std::sort(pending_.begin(), pending_.end());
    pending_.erase(std::unique(pending_.begin(), pending_.end()), pending_.end());
    for (std::size_t i = 0; i < pending_.size() && i < 3; ++i) what += (i ? ", " : "") + pending_[i];
    if (pending_.size() > 3) what += " and " + std::to_string(pending_.size() - 3) + " more";
    what += " changed";
    if (!pending_everything_.empty()) what = pending_everything_;
    pending_everything_.clear();
    const bool bindings = pending_bindings_;
    pending_.clear();
    pending_bindings_ = false;
    dirty_ = false;
    ++info_.changes;
    info_.last_change = what;
    on_change_(bindings, what);
}

} // namespace rusteal::core
