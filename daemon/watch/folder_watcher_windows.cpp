// watch/folder_watcher.hpp on Windows: one overlapped ReadDirectoryChangesW per root, completed
// on the executor's I/O completion port.
#ifdef _WIN32

#include "watch/folder_watcher.hpp"

#include <boost/asio/steady_timer.hpp>
#include <boost/asio/windows/overlapped_ptr.hpp>
#include <boost/asio/windows/stream_handle.hpp>

#include <windows.h>

#include <algorithm>
#include <chrono>

namespace rusteal::watch {

namespace fs = std::filesystem;

namespace {

// How often the roots' folders are checked for a deletion no read reported.
constexpr std::chrono::seconds kGoneCheck{1};

constexpr DWORD kFilter = FILE_NOTIFY_CHANGE_FILE_NAME | FILE_NOTIFY_CHANGE_DIR_NAME | FILE_NOTIFY_CHANGE_LAST_WRITE |
                          FILE_NOTIFY_CHANGE_SIZE | FILE_NOTIFY_CHANGE_CREATION;

// The folder behind an open handle is gone: deleted (pending until the last handle closes) or
// moved away from the path it was opened at.
bool folder_gone(HANDLE handle, const fs::path& dir) {
    FILE_STANDARD_INFO info{};
    if (::GetFileInformationByHandleEx(handle, FileStandardInfo, &info, sizeof info) && info.DeletePending) return true;
    const DWORD attributes = ::GetFileAttributesW(dir.c_str());
    return attributes == INVALID_FILE_ATTRIBUTES || !(attributes & FILE_ATTRIBUTE_DIRECTORY);
}

} // namespace

struct FolderWatcher::Impl : std::enable_shared_from_this<Impl> {
    // One root and its pending read; held by the read's handler too, so that the buffer outlives
    // the system's use of it whatever happens to the watcher.
    struct Root {
        Root(boost::asio::any_io_executor executor, HANDLE h, fs::path d, bool t, Skip s, std::size_t bytes)
            : handle(executor, h), dir(std::move(d)), tree(t), skip(std::move(s)), buffer((bytes + 3) / 4) {}
        boost::asio::windows::stream_handle handle;
        fs::path dir;
        bool tree;
        Skip skip;
        std::vector<DWORD> buffer; // DWORD-aligned, as ReadDirectoryChangesW requires
        bool closed = false;

        void close() {
            closed = true;
            boost::system::error_code ec;
            handle.close(ec); // cancels the pending read
        }
    };

    Impl(boost::asio::any_io_executor executor, OnEvents on_events, Options options)
        : executor_(std::move(executor)), on_events_(std::move(on_events)),
          buffer_bytes_(std::clamp<std::size_t>(options.buffer_bytes, 64, 64 * 1024)), check_(executor_) {}

    // A watched folder that is deleted stays, pending deletion, while its handle is open; its
    // read is expected to fail then, but nothing guarantees it (Wine's does not): every root is
    // also checked once a second, so that the handle is closed and the deletion completes.
    void check_later() {
        if (checking_ || roots_.empty()) return;
        checking_ = true;
        check_.expires_after(kGoneCheck);
        std::weak_ptr<Impl> weak = shared_from_this();
        check_.async_wait([weak](const boost::system::error_code& ec) {
            auto self = weak.lock();
            if (!self || ec || self->closed_) return;
            self->checking_ = false;
            std::vector<FolderEvent> events;
            for (const auto& root : std::vector<std::shared_ptr<Root>>(self->roots_)) {
                if (!folder_gone(root->handle.native_handle(), root->dir)) continue;
                self->drop(root);
                events.push_back({FolderEvent::Kind::gone, root->dir});
            }
            self->check_later();
            if (!events.empty()) self->on_events_(events); // may clear or destroy the watcher
        });
    }

    bool watch(const fs::path& dir, bool tree, Skip skip) {
        if (closed_) return false;
        for (const auto& r : roots_)
            if (r->dir == dir && r->tree == tree) return true;
        std::error_code ec;
        if (!fs::is_directory(dir, ec)) return false;
        HANDLE h = ::CreateFileW(dir.c_str(), FILE_LIST_DIRECTORY, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE,
                                 nullptr, OPEN_EXISTING, FILE_FLAG_BACKUP_SEMANTICS | FILE_FLAG_OVERLAPPED, nullptr);
        if (h == INVALID_HANDLE_VALUE) return false;
        auto root = std::make_shared<Root>(executor_, h, dir, tree, std::move(skip), buffer_bytes_);
        roots_.push_back(root);
        read(root);
        check_later();
        return true;
    }

    void read(const std::shared_ptr<Root>& root) {
        std::weak_ptr<Impl> weak = shared_from_this();
        boost::asio::windows::overlapped_ptr op(root->handle.get_executor(),
                                                 [weak, root](const boost::system::error_code& ec, std::size_t n) {
                                                     auto self = weak.lock();
                                                     if (!self || self->closed_ || root->closed) return;
                                                     self->take(root, ec, n);
                                                 });
        const BOOL ok = ::ReadDirectoryChangesW(root->handle.native_handle(), root->buffer.data(),
                                                static_cast<DWORD>(root->buffer.size() * sizeof(DWORD)), root->tree ? TRUE : FALSE,
                                                kFilter, nullptr, op.get(), nullptr);
        const DWORD error = ::GetLastError();
        if (!ok && error != ERROR_IO_PENDING)
            op.complete(boost::system::error_code(static_cast<int>(error), boost::system::system_category()), 0);
        else
            op.release(); // completes through the port, also when it succeeded at once
    }

    void drop(const std::shared_ptr<Root>& root) {
        root->close();
        roots_.erase(std::remove(roots_.begin(), roots_.end(), root), roots_.end());
    }

    // Whether a name reported relative to a tree's root passes through (or is) a skipped folder.
    static bool skipped(const Root& root, const fs::path& relative) {
        if (!root.tree || !root.skip) return false;
        for (const auto& part : relative) {
            const std::u8string name = part.u8string();
            if (root.skip(std::string(name.begin(), name.end()))) return true;
        }
        return false;
    }

    void take(const std::shared_ptr<Root>& root, const boost::system::error_code& ec, std::size_t n) {
        std::vector<FolderEvent> events;
        const bool overflow = ec.value() == ERROR_NOTIFY_ENUM_DIR || (!ec && n == 0);
        if ((ec && !overflow) || folder_gone(root->handle.native_handle(), root->dir)) {
            // Deleted, moved away, or the read failed for good (the folder's volume went): the
            // caller decides whether to watch that path again.
            drop(root);
            events.push_back({FolderEvent::Kind::gone, root->dir});
        } else {
            if (overflow) {
                events.push_back({FolderEvent::Kind::overflow, {}});
            } else {
                const char* base = reinterpret_cast<const char*>(root->buffer.data());
                for (std::size_t at = 0; at + sizeof(FILE_NOTIFY_INFORMATION) <= n;) {
                    const auto* info = reinterpret_cast<const FILE_NOTIFY_INFORMATION*>(base + at);
                    const fs::path relative(std::wstring(info->FileName, info->FileNameLength / sizeof(WCHAR)));
                    const fs::path path = root->dir / relative;
                    if (!skipped(*root, relative)) {
                        const bool appeared = info->Action == FILE_ACTION_ADDED || info->Action == FILE_ACTION_RENAMED_NEW_NAME;
                        std::error_code type_ec;
                        if (root->tree && appeared && fs::is_directory(path, type_ec))
                            events.push_back({FolderEvent::Kind::folder_added, path});
                        else
                            events.push_back({FolderEvent::Kind::changed, path});
                    }
                    if (info->NextEntryOffset == 0) break;
                    at += info->NextEntryOffset;
                }
            }
            read(root);
        }
        if (!events.empty()) on_events_(events); // may clear or destroy the watcher: nothing after it
    }

    void clear() {
        for (const auto& r : roots_) r->close();
        roots_.clear();
    }

    void close() {
        closed_ = true;
        clear();
        check_.cancel();
    }

    boost::asio::any_io_executor executor_;
    OnEvents on_events_;
    std::size_t buffer_bytes_;
    std::vector<std::shared_ptr<Root>> roots_;
    boost::asio::steady_timer check_;
    bool checking_ = false;
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

#endif // _WIN32
