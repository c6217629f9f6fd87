// watch/folder_watcher.hpp on Linux: inotify, one watch descriptor per folder.
#ifndef _WIN32

#include "watch/folder_watcher.hpp"

#include <boost/asio/posix/stream_descriptor.hpp>

#include <sys/inotify.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <map>
#include <optional>
#include <stdexcept>

namespace rusteal::watch {

namespace fs = std::filesystem;

namespace {

constexpr std::uint32_t kMask = IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO |
                                IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR;

} // namespace

struct FolderWatcher::Impl : std::enable_shared_from_this<Impl> {
    struct Root {
        fs::path dir;
        bool tree = false;
        Skip skip;
    };
    // One watched folder: the roots it is part of (a folder can be a single folder and in a tree).
    struct Folder {
        fs::path path;
        std::optional<std::size_t> tree;   // index into roots_ of the tree it belongs to
        bool single = false;               // watched as a single folder (all its names count)
        bool root = false;                 // a root: its deletion is reported
    };

    Impl(boost::asio::any_io_executor executor, OnEvents on_events, Options options)
        : on_events_(std::move(on_events)), stream_(executor), buffer_(std::max<std::size_t>(options.buffer_bytes, 4096)) {
        fd_ = ::inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
        if (fd_ < 0) throw std::runtime_error(std::string("cannot watch files: inotify_init1: ") + std::strerror(errno));
        stream_.assign(fd_);
    }

    void close() {
        closed_ = true;
        boost::system::error_code ec;
        stream_.close(ec); // closes the inotify descriptor and every watch
    }

    void start_reading() {
        if (reading_ || closed_) return;
        reading_ = true;
        std::weak_ptr<Impl> weak = shared_from_this();
        stream_.async_read_some(boost::asio::buffer(buffer_), [weak](const boost::system::error_code& ec, std::size_t n) {
            auto self = weak.lock();
            if (!self || self->closed_) return;
            self->reading_ = false;
            if (ec) return; // the descriptor was closed
            self->take(n);
        });
    }

    // Adds (or widens) the watch on one folder; -1 when it cannot be watched.
    int add(const fs::path& dir) {
        const int wd = ::inotify_add_watch(fd_, dir.c_str(), kMask);
        if (wd < 0) return -1;
        auto& f = folders_[wd];
        f.path = dir; // a folder moved inside a tree keeps its descriptor: this is its name now
        return wd;
    }

    void add_tree(const fs::path& dir, std::size_t tree) {
        const int wd = add(dir);
        if (wd < 0) return;
        folders_[wd].tree = tree;
        std::error_code ec;
        for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
            std::error_code type_ec;
            if (it->is_directory(type_ec) && !it->is_symlink(type_ec) && !roots_[tree].skip(it->path().filename().string()))
                add_tree(it->path(), tree);
        }
    }

    bool watch(const fs::path& dir, bool tree, Skip skip) {
        if (closed_) return false;
        for (const auto& r : roots_)
            if (r.dir == dir && r.tree == tree) return true;
        std::error_code ec;
        if (!fs::is_directory(dir, ec)) return false;
        roots_.push_back(Root{dir, tree, std::move(skip)});
        const std::size_t index = roots_.size() - 1;
        if (tree) {
            add_tree(dir, index);
        } else {
            const int wd = add(dir);
            if (wd >= 0) folders_[wd].single = true;
        }
        // The root's own folder: found again by its path (the walk may have failed on it).
        bool watched = false;
        for (auto& [wd, f] : folders_)
            if (f.path == dir) {
                f.root = true;
                watched = true;
            }
        if (!watched) {
            roots_.pop_back();
            return false;
        }
        start_reading();
        return true;
    }

    void clear() {
        for (const auto& [wd, f] : folders_) ::inotify_rm_watch(fd_, wd);
        folders_.clear();
        roots_.clear();
        // Events already queued for the dropped watches name descriptors no longer known: ignored.
    }

    void rescan() {
        // Walk every tree again, as at the start; a folder already watched keeps its descriptor.
        for (std::size_t i = 0; i < roots_.size(); ++i) {
            if (roots_[i].dir.empty()) continue;
            if (roots_[i].tree) {
                add_tree(roots_[i].dir, i);
            } else {
                const int wd = add(roots_[i].dir);
                if (wd >= 0) folders_[wd].single = true;
            }
        }
        for (auto& [wd, f] : folders_)
            for (const auto& r : roots_)
                if (!r.dir.empty() && f.path == r.dir) f.root = true;
    }

    // A root deleted or moved away: its watch is dropped, with the tree's folders (a tree moved
    // away keeps its descriptors under names that are not its own any more).
    void drop_root(int wd, const fs::path& dir) {
        ::inotify_rm_watch(fd_, wd);
        folders_.erase(wd);
        for (std::size_t i = 0; i < roots_.size(); ++i) {
            if (roots_[i].dir != dir) continue;
            roots_[i].dir.clear(); // kept in place: folders refer to roots by index
            for (auto it = folders_.begin(); it != folders_.end();) {
                if (it->second.tree == i && !it->second.single) {
                    ::inotify_rm_watch(fd_, it->first);
                    it = folders_.erase(it);
                } else {
                    ++it;
                }
            }
        }
    }

    void take(std::size_t n) {
        std::vector<FolderEvent> events;
        std::size_t at = 0;
        while (at + sizeof(inotify_event) <= n) {
            inotify_event ev;
            std::memcpy(&ev, buffer_.data() + at, sizeof ev);
            const std::string name = ev.len ? std::string(buffer_.data() + at + sizeof(inotify_event)) : std::string();
            at += sizeof(inotify_event) + ev.len;
            if (ev.mask & IN_Q_OVERFLOW) {
                rescan();
                events.push_back({FolderEvent::Kind::overflow, {}});
                continue;
            }
            auto it = folders_.find(ev.wd);
            if (it == folders_.end()) continue;
            Folder& folder = it->second;
            if (ev.mask & IN_IGNORED) {
                folders_.erase(it);
                continue;
            }
            if (ev.mask & (IN_DELETE_SELF | IN_MOVE_SELF)) {
                if (folder.root) {
                    const fs::path dir = folder.path;
                    drop_root(ev.wd, dir);
                    events.push_back({FolderEvent::Kind::gone, dir});
                }
                continue;
            }
            if (name.empty()) continue;
            const fs::path path = folder.path / name;
            const bool skipped = folder.tree && roots_[*folder.tree].skip(name);
            if (folder.tree && !skipped && (ev.mask & IN_ISDIR) && (ev.mask & (IN_CREATE | IN_MOVED_TO))) {
                add_tree(path, *folder.tree);
                events.push_back({FolderEvent::Kind::folder_added, path});
                continue;
            }
            if (skipped && !folder.single) continue;
            events.push_back({FolderEvent::Kind::changed, path});
        }
        start_reading();
        if (!events.empty()) on_events_(events); // may clear or destroy the watcher: nothing after it
    }

    OnEvents on_events_;
    int fd_ = -1;
    boost::asio::posix::stream_descriptor stream_;
    std::vector<char> buffer_;
    std::vector<Root> roots_;
    std::map<int, Folder> folders_;
    bool reading_ = false;
    bool closed_ = false;
};

FolderWatcher::FolderWatcher(boost::asio::any_io_executor executor, OnEvents on_events)
    : FolderWatcher(std::move(executor), std::move(on_events), Options{}) {}

FolderWatcher::FolderWatcher(boost::asio::any_io_executor executor, OnEvents on_events, Options options)
    : impl_(std::make_shared<Impl>(std::move(executor), std::move(on_events), options)) {}

FolderWatcher::~FolderWatcher() { impl_->close(); }

bool FolderWatcher::watch_tree(const fs::path& dir, Skip skip) { return impl_->watch(dir, true, std::move(skip)); }

bool FolderWatcher::watch_folder(const fs::path& dir) { return impl_->watch(dir, false, {}); }

void FolderWatcher::clear() { impl_->clear(); }

} // namespace rusteal::watch

#endif // !_WIN32
