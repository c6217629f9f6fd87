#pragma once
// FolderWatcher: the operating system's change notifications for folder trees and single
// folders, delivered as batches of events on an Asio executor. It knows nothing of projects:
// which names matter is the caller's policy (core/project_watch.cpp).
//
// Contract:
//  - watch_tree(dir, skip): `dir` and every folder under it, except the folders whose name
//    `skip` accepts. No event is reported for such a name in the tree, nor for anything under it.
//  - watch_folder(dir): the names directly in `dir`, every one of them.
//  - Watching a root already watched the same way does nothing; a folder that does not exist or
//    cannot be opened is not watched (false). Neither throws.
//  - Events arrive in the order the system reported them, a batch per read, on the executor's
//    thread; `path` is the watched root joined with the name the system reported.
//      changed       a name was created, written, deleted or renamed (both names are reported);
//      folder_added  a folder appeared inside a tree (made, or moved in): it is watched already,
//                    but what it held when it appeared may not have been reported;
//      gone          a watched root (a tree's or a single folder) was deleted or moved away: its
//                    watch is dropped; watching it again is the caller's choice;
//      overflow      the system dropped events (`path` empty): anything may have changed. On
//                    Linux every tree has been walked again first, so folders made meanwhile are
//                    watched.
//  - clear() drops every watch; no event is delivered after it, nor after the destructor.
//  - Nothing is called from another thread.
// Linux (folder_watcher_linux.cpp): inotify, one watch per folder, new folders in a tree watched
// as they appear, a queue overflow (IN_Q_OVERFLOW) walks the trees again.
// Windows (folder_watcher_windows.cpp): one overlapped ReadDirectoryChangesW per root (with
// bWatchSubtree for a tree); a read that returns no record or ERROR_NOTIFY_ENUM_DIR is an
// overflow; a root whose folder is gone or pending deletion is `gone`, found when its read fails
// or by a check of every root once a second (a deleted folder stays while a handle holds it).
#include <boost/asio/any_io_executor.hpp>

#include <cstddef>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace rusteal::watch {

struct FolderEvent {
    enum class Kind { changed, folder_added, gone, overflow };
    Kind kind = Kind::changed;
    std::filesystem::path path;
};

class FolderWatcher {
public:
    using OnEvents = std::function<void(const std::vector<FolderEvent>&)>;
    using Skip = std::function<bool(const std::string& name)>;

    struct Options {
        // What one read can hold (Windows: the ReadDirectoryChangesW buffer, rounded up to 4
        // bytes; more events than fit before the next read are an overflow).
        std::size_t buffer_bytes = 64 * 1024;
    };

    // Throws std::runtime_error with the system's message when notifications cannot be had
    // (inotify_init1 failing, say).
    FolderWatcher(boost::asio::any_io_executor executor, OnEvents on_events);
    FolderWatcher(boost::asio::any_io_executor executor, OnEvents on_events, Options options);
    ~FolderWatcher();
    FolderWatcher(const FolderWatcher&) = delete;
    FolderWatcher& operator=(const FolderWatcher&) = delete;

    bool watch_tree(const std::filesystem::path& dir, Skip skip);
    bool watch_folder(const std::filesystem::path& dir);
    void clear();

private:
    struct Impl;
    std::shared_ptr<Impl> impl_;
};

} // namespace rusteal::watch
