// The folder watcher (daemon/watch) on real folders: inotify on Linux, ReadDirectoryChangesW on
// Windows (this file runs there too, under Wine: test/windows).
#include "temp_dir.hpp"
#include "watch/folder_watcher.hpp"
#include "utf8_paths/utf8_path.hpp"

#include <boost/asio/io_context.hpp>

#include <catch2/catch.hpp>

#include <chrono>
#include <fstream>
#include <functional>
#include <string>
#include <vector>

#ifdef _WIN32
#include <windows.h>
#endif

using namespace rusteal;
using Kind = watch::FolderEvent::Kind;
namespace fs = std::filesystem;

namespace {

bool skip_build_folders(const std::string& name) { return name == "target" || (!name.empty() && name.front() == '.'); }

void write(const fs::path& file, const std::string& text = "x") {
    std::ofstream out(file, std::ios::binary);
    out << text;
}

// Wine's ReadDirectoryChangesW reports from inside a tree only the folders this process has
// opened (Windows reports from every folder of the tree): under Wine the tests open them after
// watching. Elsewhere this does nothing.
bool under_wine() {
#ifdef _WIN32
    return ::GetProcAddress(::GetModuleHandleW(L"ntdll.dll"), "wine_get_version") != nullptr;
#else
    return false;
#endif
}

void open_folders_for_wine(const fs::path& root) {
#ifdef _WIN32
    if (!under_wine()) return;
    std::error_code ec;
    for (fs::recursive_directory_iterator it(root, ec), end; !ec && it != end; it.increment(ec)) (void)it->path();
#else
    (void)root;
#endif
}

// A watcher and everything it reported, with a way to run the loop until something arrives.
struct WatchRecorder {
    boost::asio::io_context io;
    std::vector<watch::FolderEvent> events;
    watch::FolderWatcher watcher;

    explicit WatchRecorder(watch::FolderWatcher::Options options = {})
        : watcher(io.get_executor(), [this](const std::vector<watch::FolderEvent>& batch) { events.insert(events.end(), batch.begin(), batch.end()); },
                  options) {}

    bool seen(Kind kind, const fs::path& path) const {
        for (const auto& e : events)
            if (e.kind == kind && e.path == path) return true;
        return false;
    }
    bool seen(Kind kind) const {
        for (const auto& e : events)
            if (e.kind == kind) return true;
        return false;
    }
    // Runs the loop until `done` holds (true) or 20 s passed (false).
    bool run_until(const std::function<bool()>& done) {
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
        while (!done() && std::chrono::steady_clock::now() < deadline) io.run_one_for(std::chrono::milliseconds(50));
        return done();
    }
    std::string listing() const {
        std::string out;
        for (const auto& e : events) out += std::to_string(static_cast<int>(e.kind)) + " " + e.path.string() + "\n";
        return out;
    }
    bool any_under(const std::string& name) const {
        for (const auto& e : events)
            for (const auto& part : e.path)
                if (part == rusteal::utf8_path(name)) return true;
        return false;
    }
};

} // namespace

TEST_CASE("a watched tree reports writes, new folders and what is made in them", "[watch]") {
    test::TempDir dir;
    const fs::path root = dir.path() / "ws";
    fs::create_directories(root / "src");
    WatchRecorder r;
    REQUIRE(r.watcher.watch_tree(root, skip_build_folders));
    open_folders_for_wine(root);

    write(root / "src/lib.rs");
    REQUIRE(r.run_until([&] { return r.seen(Kind::changed, root / "src/lib.rs"); }));

    fs::create_directories(root / "src/sub");
    REQUIRE(r.run_until([&] { return r.seen(Kind::folder_added, root / "src/sub"); }));
    write(root / "src/sub/a.rs");
    REQUIRE(r.run_until([&] { return r.seen(Kind::changed, root / "src/sub/a.rs"); }));

    std::error_code ec;
    fs::rename(root / "src/sub/a.rs", root / "src/sub/b.rs", ec);
    REQUIRE_FALSE(ec);
    REQUIRE(r.run_until([&] { return r.seen(Kind::changed, root / "src/sub/b.rs"); }));
    CHECK(r.seen(Kind::changed, root / "src/sub/a.rs"));
    INFO(r.listing());
    CHECK_FALSE(r.seen(Kind::gone));
}

TEST_CASE("nothing is reported from a skipped folder of a tree", "[watch]") {
    test::TempDir dir;
    const fs::path root = dir.path() / "ws";
    fs::create_directories(root / "src");
    fs::create_directories(root / "target/debug");
    WatchRecorder r;
    REQUIRE(r.watcher.watch_tree(root, skip_build_folders));
    open_folders_for_wine(root);

    write(root / "target/debug/out.rlib");           // a folder that was there
    fs::create_directories(root / ".git/objects");   // a folder made while watched
    write(root / ".git/objects/pack");
    write(root / "src/.lib.rs.swp");                 // a skipped name of its own
    write(root / "src/done.rs");                     // after the rest: once it is seen, the rest was reported or not
    REQUIRE(r.run_until([&] { return r.seen(Kind::changed, root / "src/done.rs"); }));
    INFO(r.listing());
    CHECK_FALSE(r.any_under("target"));
    CHECK_FALSE(r.any_under(".git"));
    CHECK_FALSE(r.any_under(".lib.rs.swp"));
}

TEST_CASE("a watched single folder reports its own names and not its subfolders'", "[watch]") {
    test::TempDir dir;
    const fs::path root = dir.path();
    fs::create_directories(root / "Rust/src");
    WatchRecorder r;
    REQUIRE(r.watcher.watch_folder(root));
    write(root / "Rust/src/deep.rs");
    write(root / "rusteal.toml");
    REQUIRE(r.run_until([&] { return r.seen(Kind::changed, root / "rusteal.toml"); }));
    INFO(r.listing());
    CHECK_FALSE(r.seen(Kind::changed, root / "Rust/src/deep.rs"));
    CHECK_FALSE(r.seen(Kind::folder_added));
}

TEST_CASE("watching what is not a folder says so, and watching a root again is accepted", "[watch]") {
    test::TempDir dir;
    write(dir.path() / "file.txt");
    WatchRecorder r;
    CHECK_FALSE(r.watcher.watch_tree(dir.path() / "missing", skip_build_folders));
    CHECK_FALSE(r.watcher.watch_folder(dir.path() / "missing"));
    CHECK_FALSE(r.watcher.watch_folder(dir.path() / "file.txt"));
    REQUIRE(r.watcher.watch_folder(dir.path()));
    REQUIRE(r.watcher.watch_folder(dir.path()));
    write(dir.path() / "one.toml");
    REQUIRE(r.run_until([&] { return r.seen(Kind::changed, dir.path() / "one.toml"); }));
}

TEST_CASE("a root that is deleted or moved away is gone, and its watch is dropped", "[watch]") {
    test::TempDir dir;
    const fs::path ws = dir.path() / "ws";
    fs::create_directories(ws / "src/deep");
    write(ws / "src/deep/a.rs");
    fs::create_directories(dir.path() / "other");
    WatchRecorder r;
    REQUIRE(r.watcher.watch_tree(ws, skip_build_folders));
    open_folders_for_wine(ws);
    REQUIRE(r.watcher.watch_folder(dir.path() / "other"));

    SECTION("deleted") {
        if (under_wine()) {
            // Wine's RemoveDirectoryW says it succeeded and leaves a folder another handle holds.
            WARN("under Wine a watched folder cannot be deleted: only Windows can show this case");
            return;
        }
        fs::remove_all(ws);
        REQUIRE(r.run_until([&] { return r.seen(Kind::gone, ws); }));
        // Windows: the folder was pending deletion while the watch held it; it is gone now.
        r.io.poll();
        CHECK_FALSE(fs::exists(ws));
    }
    SECTION("moved away") {
        fs::rename(ws, dir.path() / "moved");
        REQUIRE(r.run_until([&] { return r.seen(Kind::gone, ws); }));
        // Nothing is reported from where it went.
        write(dir.path() / "moved/src/deep/b.rs");
    }

    // Made again at the same path: not watched until the caller says so.
    fs::create_directories(ws);
    write(ws / "again.rs");
    write(dir.path() / "other/done.toml");
    REQUIRE(r.run_until([&] { return r.seen(Kind::changed, dir.path() / "other/done.toml"); }));
    INFO(r.listing());
    CHECK_FALSE(r.seen(Kind::changed, ws / "again.rs"));
    CHECK_FALSE(r.seen(Kind::changed, ws / "src/deep/b.rs"));
    CHECK_FALSE(r.seen(Kind::gone, dir.path() / "other"));

    // Watched again, it reports again.
    REQUIRE(r.watcher.watch_tree(ws, skip_build_folders));
    open_folders_for_wine(ws);
    write(ws / "third.rs");
    REQUIRE(r.run_until([&] { return r.seen(Kind::changed, ws / "third.rs"); }));
}

TEST_CASE("after clear nothing is reported from the dropped roots", "[watch]") {
    test::TempDir dir;
    fs::create_directories(dir.path() / "a");
    fs::create_directories(dir.path() / "b");
    WatchRecorder r;
    REQUIRE(r.watcher.watch_tree(dir.path() / "a", skip_build_folders));
    open_folders_for_wine(dir.path() / "a");
    write(dir.path() / "a/first.rs");
    REQUIRE(r.run_until([&] { return r.seen(Kind::changed, dir.path() / "a/first.rs"); }));
    r.watcher.clear();
    r.events.clear();
    write(dir.path() / "a/after.rs");
    REQUIRE(r.watcher.watch_folder(dir.path() / "b"));
    write(dir.path() / "b/done.toml");
    REQUIRE(r.run_until([&] { return r.seen(Kind::changed, dir.path() / "b/done.toml"); }));
    INFO(r.listing());
    CHECK_FALSE(r.seen(Kind::changed, dir.path() / "a/after.rs"));
}

TEST_CASE("events lost while the loop is busy are an overflow, and a folder made meanwhile is watched after it", "[watch]") {
    test::TempDir dir;
    const fs::path root = dir.path() / "ws";
    fs::create_directories(root / "src");
    // Linux: more events than the kernel queues (16,384 by default; three a file). Windows: more
    // than fit the read's buffer before the next read.
#ifdef _WIN32
    const int files = 400;
    WatchRecorder r(watch::FolderWatcher::Options{256});
#else
    const int files = 7000;
    WatchRecorder r;
#endif
    REQUIRE(r.watcher.watch_tree(root, skip_build_folders));
    open_folders_for_wine(root);
    // The loop does not run while these happen: nothing is read.
    for (int i = 0; i < files; ++i) write(root / "src" / rusteal::utf8_path("flood" + std::to_string(i) + ".txt"));
    fs::create_directories(root / "src/later");
    REQUIRE(r.run_until([&] { return r.seen(Kind::overflow); }));
    write(root / "src/later/extra.rs");
    REQUIRE(r.run_until([&] { return r.seen(Kind::changed, root / "src/later/extra.rs"); }));
}
