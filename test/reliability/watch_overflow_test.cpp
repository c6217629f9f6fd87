// The watch when the ground moves: after the kernel dropped events it says so, rebuilds, and a
// folder created while events were lost is watched from then on; when the project folder is
// deleted it says so to its followers and waits, and when the folder is back it resumes.
#include "daemon_process.hpp"
#include "project_pins.hpp"

#include <catch2/catch.hpp>

#include <csignal>
#include <fstream>
#include <thread>

using namespace rusteal::test;
namespace fs = std::filesystem;
namespace json = boost::json;

namespace {

json::object watch_of(RpcClient& c) {
    auto watches = c.request("watch/status").at("result").at("watches").as_array();
    REQUIRE(watches.size() == 1);
    return watches.at(0).as_object();
}

// Until the watch's status satisfies `done` (or 30 s passed): the last status seen.
json::object wait_for_watch(RpcClient& c, const std::function<bool(const json::object&)>& done) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
    json::object w = watch_of(c);
    while (!done(w) && std::chrono::steady_clock::now() < deadline) {
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        w = watch_of(c);
    }
    return w;
}

} // namespace

TEST_CASE("after an inotify overflow the watch rescans: a folder made meanwhile is watched", "[reliability][watch]") {
    DaemonProcess d;
    TempDir dir;
    const fs::path root = dir.path();
    write_minimal_project(root);
    auto c = d.connect();
    auto started = c.request("watch/start", json::object{{"project", root.string()}, {"settleMs", 50}});
    REQUIRE(started.as_object().contains("result"));

    // The daemon stopped while more events happen than the kernel queues (16,384 by default),
    // then a new folder: its creation is among the events lost.
    // (Three events a file, in a folder watched from the start.)
    REQUIRE(::kill(d.pid(), SIGSTOP) == 0);
    for (int i = 0; i < 9000; ++i) std::ofstream(root / "Rust/game/src" / ("flood" + std::to_string(i) + ".txt")) << i;
    fs::create_directories(root / "Rust/game/src/later");
    REQUIRE(::kill(d.pid(), SIGCONT) == 0);

    auto w = wait_for_watch(c, [](const json::object& s) { return s.at("rescans").as_int64() >= 1; });
    CHECK(w.at("rescans").as_int64() >= 1);
    w = wait_for_watch(c, [](const json::object& s) { return s.at("lastChange").as_string().starts_with("events were lost"); });
    CHECK(w.at("lastChange") == "events were lost: the watched folders were rescanned and everything is rebuilt");

    // An edit inside the folder made while events were lost is noticed.
    std::ofstream(root / "Rust/game/src/later/extra.rs") << "pub fn extra() {}\n";
    w = wait_for_watch(c, [](const json::object& s) { return s.at("lastChange").as_string().find("later/extra.rs") != std::string::npos; });
    CHECK(w.at("lastChange") == "Rust/game/src/later/extra.rs changed");
    c.request("watch/stop", json::object{{"project", root.string()}});
}

TEST_CASE("a watch whose project folder is deleted says so, waits, and resumes when the folder is back", "[reliability][watch]") {
    DaemonProcess d;
    TempDir dir;
    const fs::path root = dir.path() / "Game";
    fs::create_directories(root);
    write_minimal_project(root);
    const fs::path saved = dir.path() / "saved";
    fs::copy(root, saved, fs::copy_options::recursive);
    auto c = d.connect();
    REQUIRE(c.request("watch/start", json::object{{"project", root.string()}, {"settleMs", 50}}).as_object().contains("result"));
    auto follower = d.connect(); // as rusteal watch follows the project
    follower.request("events/subscribe", json::object{{"project", root.string()}});
    CHECK(watch_of(c).at("waiting").is_null());

    fs::remove_all(root);
    auto gone = follower.notification("watch/state");
    const std::string waiting = "the project folder " + root.string() + " was deleted or moved away: the watch resumes when it is back";
    CHECK(gone.at("params").at("waiting") == json::value(waiting));
    CHECK(watch_of(c).at("waiting") == json::value(waiting)); // still listed, and says why it does nothing

    fs::copy(saved, root, fs::copy_options::recursive);
    auto back = follower.notification("watch/state");
    CHECK(back.at("params").at("waiting").is_null());
    auto rebuild = follower.notification("job/started");
    if (rebuild.at("params").at("title") == "generate bindings") rebuild = follower.notification("job/started"); // bindings first
    CHECK(rebuild.at("params").at("title") == "build: the project folder is back: it was walked again and everything is rebuilt");

    // Edits in the folder that came back are noticed.
    std::ofstream(root / "Rust/game/src/lib.rs") << "pub fn edited_after_return() {}\n";
    auto w = wait_for_watch(c, [](const json::object& s) { return s.at("lastChange") == "Rust/game/src/lib.rs changed"; });
    CHECK(w.at("lastChange") == "Rust/game/src/lib.rs changed");
    CHECK(w.at("waiting").is_null());
    c.request("watch/stop", json::object{{"project", root.string()}});
}
