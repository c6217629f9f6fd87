#include "core/project_watch.hpp"

#include "core/project_registry.hpp"

#include <sys/inotify.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace rusteal::core {

namespace fs = std::filesystem;

namespace {

constexpr std::uint32_t kMask = IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO |
                                IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR;

// How often a watch whose project folder is gone looks for it.
constexpr std::chrono::milliseconds kReturnPoll{500};

bool skipped_folder(const std::string& name) {
    return name == "target" || name == "bindings" || (!name.empty() && name.front() == '.');
}

bool relevant(const fs::path& p) {
    const std::string ext = p.extension().string();
    return ext == ".rs" || ext == ".toml" || p.filename() == "Cargo.lock" || ext == ".json";
}

} // namespace

ProjectWatch::ProjectWatch(boost::asio::any_io_executor executor, WatchRequest request, OnChange on_change, OnState on_state)
    : on_change_(std::move(on_change)), on_state_(std::move(on_state)), stream_(executor), settle_(executor), poll_(executor),
      buffer_(64 * 1024) {
    info_.request = std::move(request);
    const fs::path root = info_.request.project;
    const auto workspaces = find_workspaces();
    if (workspaces.empty()) throw ProjectError("no Rust workspace to watch in " + root.string() + ".");
    fd_ = ::inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
    if (fd_ < 0) throw ProjectError(std::string("cannot watch files: inotify_init1: ") + std::strerror(errno));
    stream_.assign(fd_);
    for (const auto& w : workspaces) info_.folders.push_back(w.string());
    watch_folders();
    read_more();
}

std::vector<fs::path> ProjectWatch::find_workspaces() const {
    const fs::path root = info_.request.project;
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
    boost::system::error_code ec;
    settle_.cancel();
    poll_.cancel();
    stream_.close(ec); // closes the inotify descriptor and its watches
}

void ProjectWatch::add_one(const fs::path& dir) {
    const int wd = ::inotify_add_watch(fd_, dir.c_str(), kMask);
    if (wd >= 0) folders_[wd] = dir;
}

void ProjectWatch::add_tree(const fs::path& dir) {
    add_one(dir);
    std::error_code ec;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
        if (it->is_directory(ec) && !skipped_folder(it->path().filename().string())) add_tree(it->path());
    }
}

void ProjectWatch::watch_folders() {
    const fs::path root = info_.request.project;
    for (const auto& w : info_.folders) add_tree(w);
    // rusteal.toml files and the exported reflection: the folders that hold them.
    add_one(root);
    for (const auto& w : info_.folders) add_one(fs::path(w).parent_path());
    if (fs::is_directory(root / "Intermediate/Rusteal/uht")) add_one(root / "Intermediate/Rusteal/uht");
}

void ProjectWatch::rescan() {
    // Events were dropped, folder creations among them: walk every folder again, as at the start.
    // A folder already watched keeps its watch (inotify_add_watch returns the same one).
    ++info_.rescans;
    watch_folders();
}

void ProjectWatch::project_gone() {
    for (const auto& [wd, dir] : folders_) ::inotify_rm_watch(fd_, wd);
    folders_.clear();
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
        watch_folders();
        info_.waiting.clear();
        if (on_state_) on_state_(info_);
        note_everything("the project folder is back: it was walked again and everything is rebuilt");
    });
}

void ProjectWatch::read_more() {
    std::weak_ptr<bool> alive = alive_;
    stream_.async_read_some(boost::asio::buffer(buffer_), [this, alive](const boost::system::error_code& ec, std::size_t n) {
        if (!alive.lock() || ec) return;
        std::size_t at = 0;
        bool root_went = false;
        while (at + sizeof(inotify_event) <= n) {
            inotify_event ev;
            std::memcpy(&ev, buffer_.data() + at, sizeof ev);
            const std::string name = ev.len ? std::string(buffer_.data() + at + sizeof(inotify_event)) : std::string();
            at += sizeof(inotify_event) + ev.len;
            if (ev.mask & IN_Q_OVERFLOW) {
                rescan();
                note_everything("events were lost: the watched folders were rescanned and everything is rebuilt");
                continue;
            }
            auto folder = folders_.find(ev.wd);
            if (folder == folders_.end()) continue;
            const fs::path path = folder->second / name;
            if ((ev.mask & (IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED)) && folder->second == fs::path(info_.request.project))
                root_went = true;
            if (ev.mask & IN_IGNORED) {
                folders_.erase(folder);
                continue;
            }
            if ((ev.mask & IN_ISDIR) && (ev.mask & (IN_CREATE | IN_MOVED_TO))) {
                // A new folder under a workspace, or a workspace made again: watch it and what it holds.
                const bool in_workspace = path.string().find("/Rust/") != std::string::npos ||
                                          std::find(info_.folders.begin(), info_.folders.end(), path.string()) != info_.folders.end();
                if (in_workspace && !skipped_folder(name)) {
                    add_tree(path);
                    note(path);
                }
                continue;
            }
            if (!name.empty() && relevant(path)) note(path);
        }
        // The project folder deleted or moved away (not a folder inside it).
        // (The folder at that path, if any, is another one now: it is walked anew when polled.)
        if (root_went) project_gone();
        read_more();
    });
}

void ProjectWatch::note(const fs::path& path) {
    // The folders watched for rusteal.toml also hold other files: only these names count there.
    const fs::path root = info_.request.project;
    const std::string name = path.filename().string();
    const bool in_workspace = path.string().find("/Rust/") != std::string::npos;
    const bool reflection = path.parent_path() == root / "Intermediate/Rusteal/uht" && path.extension() == ".json";
    if (!in_workspace && name != "rusteal.toml" && !reflection) return;
    if (name == "rusteal.toml" || reflection) pending_bindings_ = true;
    std::error_code ec;
    pending_.push_back(fs::relative(path, root, ec).string());
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
